import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { notifyError, notifySuccess } from './notices';

/** Which failures show the API's own German `message` rather than the form's fallback text. */
export type ApiMessagePolicy = 'below-500' | 'always' | readonly number[];

export interface MutationOptions<TInput, TResult> {
  /** The API call. */
  mutate(input: TInput): Promise<TResult>;
  /** The positive toast after success; none when left out. */
  successText?: ReactNode | ((result: TResult, input: TInput) => ReactNode);
  /** Runs after the success toast (close a dialog, revalidate); awaited while still busy. */
  onSuccess?(result: TResult, input: TInput): unknown;
  /** Runs after a failure was shown, e.g. to undo an optimistic change. */
  onFailure?(error: unknown, input: TInput): void;
  /** The negative toast when the API's message is not shown; "unexpected error" when left out. */
  failureText?: ReactNode;
  /** Default 'below-500': client errors carry a message meant for the user, server errors not. */
  apiMessage?: ApiMessagePolicy;
  /**
   * Receives the API's field messages (400 with `fields`); they then replace the toast, unless
   * `toastWithFieldErrors` is set or it answers `false` (none of them had a place in the form).
   */
  fieldErrors?(fields: Record<string, string>): unknown;
  toastWithFieldErrors?: boolean;
  /**
   * For API errors a form words itself (by `error` code): the text to show, `null` when handled
   * here without the default toast, `undefined` to fall through to the default.
   */
  describeError?(error: ApiRequestError, input: TInput): ReactNode | null | undefined;
}

export interface Mutation<TInput, TResult> {
  /** True while the call (and an awaited `onSuccess`) runs; drives the button's spinner. */
  busy: boolean;
  /** The input of the call under way, to tell several buttons of one mutation apart. */
  pending: TInput | undefined;
  /** Runs the call; resolves to its result, or to `undefined` once a failure was shown. */
  run(input: TInput): Promise<TResult | undefined>;
}

function showsApiMessage(policy: ApiMessagePolicy, status: number): boolean {
  if (policy === 'always') return true;
  if (policy === 'below-500') return status > 0 && status < 500;
  return policy.includes(status);
}

/**
 * The one way a form or button changes data: busy state, the German texts of the API's error
 * shape (`{ status, error, message, fields? }`), field messages and the success or failure toast
 * are handled here once.
 *
 * Why a hook and not route actions or `useFetcher`: most mutations start outside their page's
 * route (the "Merken" menu and the alert box on game cards and the game page, the header's
 * logout, the sign-in dialog over any page), so an action would need resource routes the
 * server renderer knows nothing about, and every submission would revalidate all loaders of
 * the page (session, game, search). The hook keeps the calls where the widgets are and costs
 * the game page's first JavaScript almost nothing; pages that show loader data revalidate
 * explicitly in `onSuccess`.
 */
export function useMutation<TInput = void, TResult = unknown>(
  options: MutationOptions<TInput, TResult>,
): Mutation<TInput, TResult> {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ input: TInput } | null>(null);
  const fail = (error: unknown, input: TInput) => {
    const fallback = options.failureText ?? t('messages.unexpectedError');
    if (!(error instanceof ApiRequestError)) {
      notifyError(fallback);
      return;
    }
    const described = options.describeError?.(error, input);
    if (described === null) return;
    if (described !== undefined) {
      notifyError(described);
      return;
    }
    if (error.fields && options.fieldErrors) {
      const shown = options.fieldErrors(error.fields) !== false;
      if (shown && !options.toastWithFieldErrors) return;
    }
    notifyError(showsApiMessage(options.apiMessage ?? 'below-500', error.status) ? error.message : fallback);
  };

  const run = async (input: TInput): Promise<TResult | undefined> => {
    setPending({ input });
    try {
      const result = await options.mutate(input);
      const { successText, onSuccess } = options;
      const text = typeof successText === 'function' ? successText(result, input) : successText;
      if (text !== undefined && text !== null) notifySuccess(text);
      await onSuccess?.(result, input);
      return result;
    } catch (error) {
      fail(error, input);
      options.onFailure?.(error, input);
      return undefined;
    } finally {
      setPending(null);
    }
  };

  return { busy: pending !== null, pending: pending?.input, run };
}
