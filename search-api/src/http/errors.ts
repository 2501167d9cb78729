import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { message, type ApiError, type MessageKey } from '@spielraum/schema';
import type { Logger } from '@spielraum/platform';

/** Error codes of the API and the HTTP status each maps to. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  /** A service we hand the request to (the mail transport) failed. */
  bad_gateway: 502,
  maintenance: 503,
} as const satisfies Record<string, ContentfulStatusCode>;
export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<ErrorCode, MessageKey> = {
  bad_request: 'badRequest',
  validation_failed: 'badRequest',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  csrf_failed: 'csrfFailed',
  not_found: 'notFoundTitle',
  conflict: 'badRequest',
  payload_too_large: 'badRequest',
  rate_limited: 'rateLimited',
  internal: 'unexpectedError',
  bad_gateway: 'requestError',
  maintenance: 'maintenance',
};

/**
 * The one error of the API: a code (mapped to a status), the `error` string clients branch on
 * (SPEC §8 uses e.g. "email already in use", "user not verified") and a German message.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    options: {
      error?: string;
      message?: string;
      fields?: Record<string, string>;
      uuid?: string;
      /** Sent as Retry-After (429 and 503 answers). */
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? message(DEFAULT_MESSAGE[code]), { cause: options.cause });
    this.status = ERROR_STATUS[code];
    this.error = options.error ?? code.replace(/_/g, ' ');
    this.fields = options.fields;
    this.uuid = options.uuid;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  readonly error: string;
  readonly retryAfterSeconds: number | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly uuid: string | undefined;

  toJSON(): ApiError {
    return {
      status: this.status,
      error: this.error,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.uuid ? { uuid: this.uuid } : {}),
    };
  }
}

/** Turns a zod error into a 400 with one German message per field. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError('validation_failed', { error: 'validation failed', fields });
}

/** `app.onError`: AppErrors become their JSON shape; anything else is logged and answered 500. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) c.header('retry-after', String(error.retryAfterSeconds));
      return c.json(error.toJSON(), error.status);
    }
    if (error instanceof HTTPException) {
      const code =
        (Object.keys(ERROR_STATUS) as ErrorCode[]).find((key) => ERROR_STATUS[key] === error.status) ??
        'bad_request';
      const appError = new AppError(code);
      return c.json(appError.toJSON(), appError.status);
    }
    if (error instanceof z.ZodError) {
      const appError = validationError(error);
      return c.json(appError.toJSON(), appError.status);
    }
    logger.error(
      { err: { message: error.message, stack: error.stack }, path: c.req.path, method: c.req.method },
      'unexpected error',
    );
    const internal = new AppError('internal');
    return c.json(internal.toJSON(), internal.status);
  };
}
