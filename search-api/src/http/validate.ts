import type { Context } from 'hono';
import type { z } from 'zod';
import { message } from '@spielraum/schema';
import { AppError, validationError } from './errors';

/**
 * PostgreSQL text cannot hold the NUL character; a string carrying one would fail deep in a
 * query (a 500). Such input is refused at the edge with a 400 naming the field.
 */
function refuseNulCharacters(value: unknown, path: string[] = []): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      throw new AppError('validation_failed', {
        error: 'validation failed',
        fields: { [path.join('.') || '_']: message('badRequest') },
      });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => refuseNulCharacters(item, [...path, String(index)]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) refuseNulCharacters(item, [...path, key]);
  }
}

/** Parses the query string with a zod schema; bad input becomes a 400 with field messages. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError(result.error);
  refuseNulCharacters(result.data);
  return result.data;
}

/** Parses a JSON body with a zod schema; a body that is not JSON is a 400 too. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = undefined;
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  refuseNulCharacters(result.data);
  return result.data;
}
