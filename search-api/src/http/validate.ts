import type { Context } from 'hono';
import type { z } from 'zod';
import { germanIssueMessage, ID_COLUMN_MAX, message, type IdColumn } from '@spielraum/schema';
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

/**
 * Parses the query string with a zod schema; bad input becomes a 400 with German field
 * messages (the contract's own, else germanIssueMessage's).
 */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query(), { error: germanIssueMessage });
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
  const result = schema.safeParse(body, { error: germanIssueMessage });
  if (!result.success) throw validationError(result.error);
  refuseNulCharacters(result.data);
  return result.data;
}

/**
 * A numeric id from the path (`alerts/{id}/`), checked in one place against the range of the
 * column it is looked up in: only canonical decimal numbers from 1 to the column's largest
 * value; anything else (past int4, signs, exponents, leading zeros, text) is answered with
 * `notFound()`, the same 404 as an id that does not exist.
 */
export function pathId(c: Context, name: string, column: IdColumn, notFound: () => AppError): number {
  const value = c.req.param(name) ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id > ID_COLUMN_MAX[column]) throw notFound();
  return id;
}
