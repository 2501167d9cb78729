import { sessionResponseSchema } from '@spielraum/schema';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../test/fixtures';
import {
  ApiRequestError,
  apiGet,
  dataEnvelope,
  fetchSession,
  imageSrcSet,
  isMaintenanceError,
} from './client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  if (!(error instanceof ApiRequestError)) throw new Error(`expected ApiRequestError, got ${String(error)}`);
  return error;
}

describe('apiGet', () => {
  it('sends a same-origin JSON request and returns the parsed answer', async () => {
    const fetchMock = stubFetch(Response.json(signedInSession));
    await expect(apiGet('session/', sessionResponseSchema)).resolves.toEqual(signedInSession);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/session/');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  });

  it('resolves the path against a base URL for loaders', async () => {
    const fetchMock = stubFetch(Response.json(signedInSession));
    await apiGet('session/', sessionResponseSchema, { baseUrl: 'https://spielraum.example/games?page=2' });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://spielraum.example/api/session/');
  });

  it('turns the error shape into an ApiRequestError with the German message', async () => {
    stubFetch(
      Response.json(
        {
          status: 400,
          error: 'validation',
          message: 'Die Anfrage ist ungültig.',
          fields: { page: 'zu groß' },
        },
        { status: 400 },
      ),
    );
    const error = await failure(apiGet('session/', sessionResponseSchema));
    expect(error.status).toBe(400);
    expect(error.error).toBe('validation');
    expect(error.message).toBe('Die Anfrage ist ungültig.');
    expect(error.fields).toEqual({ page: 'zu groß' });
  });

  it('recognises the maintenance answer', async () => {
    stubFetch(
      Response.json(
        { status: 503, error: 'service is in maintenance mode', message: 'Wartung' },
        { status: 503 },
      ),
    );
    const error = await failure(apiGet('session/', sessionResponseSchema));
    expect(isMaintenanceError(error)).toBe(true);
    expect(isMaintenanceError(new ApiRequestError({ status: 503, error: 'other', message: 'x' }))).toBe(
      false,
    );
  });

  it('gives a German message when an error answer is not JSON', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failure(apiGet('session/', sessionResponseSchema));
    expect(error.status).toBe(502);
    expect(error.message).toBe(
      'Bei der Anfrage ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
    );
  });

  it('rejects an answer that does not match the contract', async () => {
    stubFetch(Response.json({ data: { user: 'nobody' } }));
    const error = await failure(apiGet('session/', sessionResponseSchema));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Ein unerwarteter Fehler ist aufgetreten.');
  });

  it('checks answers of code every page loads for the data envelope only (no zod)', async () => {
    stubFetch(Response.json(signedInSession));
    await expect(fetchSession()).resolves.toEqual(signedInSession);
    for (const answer of [[signedInSession], { user: null }, 'success', null]) {
      stubFetch(Response.json(answer));
      const error = await failure(apiGet('session/', dataEnvelope<{ data: unknown }>()));
      expect(error.status).toBe(502);
      expect(error.message).toBe('Ein unerwarteter Fehler ist aufgetreten.');
    }
  });

  it('keeps only well-formed members of the error shape', async () => {
    stubFetch(
      Response.json(
        {
          status: 403,
          error: 'user not verified',
          message: 'Nicht bestätigt',
          fields: { a: 1 },
          uuid: 'u-1',
        },
        { status: 403 },
      ),
    );
    const error = await failure(apiGet('session/', dataEnvelope<{ data: unknown }>()));
    expect(error).toMatchObject({ status: 403, error: 'user not verified', message: 'Nicht bestätigt' });
    expect(error.fields).toBeUndefined();
    expect(error.uuid).toBe('u-1');
  });

  it('reports a network failure as an ApiRequestError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const error = await failure(apiGet('session/', sessionResponseSchema));
    expect(error.error).toBe('network error');
  });
});

describe('imageSrcSet', () => {
  it('offers every SPEC image width', () => {
    expect(imageSrcSet(7)).toBe(
      '/api/images/7?w=450 450w, /api/images/7?w=600 600w, /api/images/7?w=768 768w, /api/images/7?w=1024 1024w, /api/images/7?w=1200 1200w',
    );
  });
});
