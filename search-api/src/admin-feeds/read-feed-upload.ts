import type { Context } from 'hono';
import type { z } from 'zod';
import { FEED_UPLOAD_MAX_BYTES, germanIssueMessage, message, serverMessage } from '@spielraum/schema';
import { UnknownFeedFormatError } from '@spielraum/schema/feeds';
import { AppError, validationError } from '../http/errors';

const MAX_MB = Math.round(FEED_UPLOAD_MAX_BYTES / 1024 / 1024);

/** 413 in German: the uploaded feed is larger than FEED_UPLOAD_MAX_BYTES. */
export function feedUploadTooLarge(): AppError {
  return new AppError('payload_too_large', {
    error: 'file too large',
    message: serverMessage('feedUploadTooLarge', { amount: MAX_MB }),
    fields: { file: serverMessage('feedUploadTooLarge', { amount: MAX_MB }) },
  });
}

/** The 400 of a feed whose format neither its content, its name nor the dealer's setting tells. */
export function asUnknownFormatError(error: unknown): unknown {
  if (!(error instanceof UnknownFeedFormatError)) return error;
  return new AppError('validation_failed', {
    error: 'unknown feed format',
    message: serverMessage('feedUploadUnknownFormat'),
    fields: { file: serverMessage('feedUploadUnknownFormat') },
  });
}

/**
 * Reads a multipart feed upload: the non-empty `file` (at most FEED_UPLOAD_MAX_BYTES) and the
 * form fields `fields` validates (German field messages on a 400). Checked before anything is stored.
 */
export async function readFeedUpload<S extends z.ZodType>(
  c: Context,
  fields: S,
): Promise<{ file: File; bytes: Uint8Array; fields: z.infer<S> }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('bad_request', { error: 'unreadable upload' });
  }
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  const parsed = fields.safeParse(values, { error: germanIssueMessage });
  if (!parsed.success) throw validationError(parsed.error);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('validation_failed', { fields: { file: message('required') } });
  if (file.size > FEED_UPLOAD_MAX_BYTES) throw feedUploadTooLarge();
  return { file, bytes: new Uint8Array(await file.arrayBuffer()), fields: parsed.data };
}
