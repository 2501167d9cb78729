import { expect, request, type APIRequestContext } from '@playwright/test';

const OPERATOR = { email: 'betrieb@spielraum.demo', password: 'spielraum-demo' };

/** An API client signed in as the demo operator, sending the anti-forgery header. */
export async function operatorClient(baseURL: string): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({ baseURL });
  const xsrf = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  expect((await api.get('/api/session/')).ok()).toBe(true);
  const login = await api.post('/api/login/', {
    data: OPERATOR,
    headers: { 'x-xsrf-token': await xsrf() },
  });
  expect(login.ok()).toBe(true);
  return { api, token: await xsrf() };
}

/**
 * Uploads a dealer feed through the operators' API (`POST /api/admin/feeds/{dealer}/`), as an
 * operator of the running portal does, and waits until its run has succeeded. Answers the run.
 */
export async function ingestDealerFeed(
  baseURL: string,
  { dealer, fileName, content }: { dealer: string; fileName: string; content: string },
): Promise<{ id: number; status: string; rows_applied: number; rows_failed: number }> {
  const { api, token } = await operatorClient(baseURL);
  try {
    const upload = await api.post(`/api/admin/feeds/${dealer}/`, {
      headers: { 'x-xsrf-token': token },
      multipart: { file: { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(content) } },
    });
    expect(upload.status()).toBe(202);
    const { data: queued } = (await upload.json()) as { data: { id: number } };
    let run = { id: queued.id, status: 'queued', rows_applied: 0, rows_failed: 0 };
    await expect
      .poll(
        async () => {
          run = (
            (await (await api.get(`/api/admin/feeds/runs/${queued.id}/`)).json()) as { data: typeof run }
          ).data;
          return run.status;
        },
        { timeout: 20_000 },
      )
      .toBe('succeeded');
    return run;
  } finally {
    await api.dispose();
  }
}
