import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { createI18n } from '../i18n';
import { notifyError, notifySuccess } from './notices';
import { useMutation, type MutationOptions } from './use-mutation';

vi.mock('./notices', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const i18n = createI18n();
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

const refusal = (status: number, extra: { error?: string; fields?: Record<string, string> } = {}) =>
  new ApiRequestError({ status, error: extra.error ?? 'bad request', message: 'Text der API.', ...extra });

async function run<TInput, TResult>(options: MutationOptions<TInput, TResult>, input: TInput) {
  const { result } = renderHook(() => useMutation(options), { wrapper });
  await act(async () => {
    await result.current.run(input);
  });
}

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
});

describe('useMutation', () => {
  it('is busy while the call runs, then toasts the success and hands on the result', async () => {
    let finish: (value: string) => void = () => undefined;
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useMutation({
          mutate: (_input: number) => new Promise<string>((resolve) => (finish = resolve)),
          successText: (answer, input) => `${answer} ${input}`,
          onSuccess,
        }),
      { wrapper },
    );
    let done: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      done = result.current.run(7);
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.pending).toBe(7);
    await act(async () => {
      finish('gespeichert');
      await done;
    });
    expect(result.current.busy).toBe(false);
    expect(notifySuccess).toHaveBeenCalledWith('gespeichert 7');
    expect(onSuccess).toHaveBeenCalledWith('gespeichert', 7);
  });

  it("shows the API's German message below 500 and the fallback for server and network errors", async () => {
    await run({ mutate: () => Promise.reject(refusal(409)) }, undefined);
    expect(notifyError).toHaveBeenLastCalledWith('Text der API.');
    await run({ mutate: () => Promise.reject(refusal(500)), failureText: 'Ersatz' }, undefined);
    expect(notifyError).toHaveBeenLastCalledWith('Ersatz');
    await run({ mutate: () => Promise.reject(new Error('kaputt')) }, undefined);
    expect(notifyError).toHaveBeenLastCalledWith('Ein unerwarteter Fehler ist aufgetreten.');
    await run(
      { mutate: () => Promise.reject(refusal(400)), apiMessage: [429], failureText: 'Ersatz' },
      undefined,
    );
    expect(notifyError).toHaveBeenLastCalledWith('Ersatz');
  });

  it('puts field messages under the fields instead of a toast, unless none has a place', async () => {
    const fieldErrors = vi.fn(() => true);
    await run(
      { mutate: () => Promise.reject(refusal(400, { fields: { name: 'Zu lang.' } })), fieldErrors },
      1,
    );
    expect(fieldErrors).toHaveBeenCalledWith({ name: 'Zu lang.' });
    expect(notifyError).not.toHaveBeenCalled();

    await run(
      { mutate: () => Promise.reject(refusal(400, { fields: { other: 'x' } })), fieldErrors: () => false },
      1,
    );
    expect(notifyError).toHaveBeenLastCalledWith('Text der API.');
  });

  it('lets a form word known error codes itself, or handle them without a toast', async () => {
    const onFailure = vi.fn();
    await run(
      {
        mutate: () => Promise.reject(refusal(404, { error: 'user not found' })),
        describeError: (error) => (error.error === 'user not found' ? 'Unbekannt.' : undefined),
        onFailure,
      },
      'x',
    );
    expect(notifyError).toHaveBeenLastCalledWith('Unbekannt.');
    expect(onFailure).toHaveBeenCalledOnce();
    vi.mocked(notifyError).mockClear();
    await run({ mutate: () => Promise.reject(refusal(403)), describeError: () => null }, 'x');
    expect(notifyError).not.toHaveBeenCalled();
  });
});
