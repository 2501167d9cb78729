import type { Context } from 'hono';
import type { z } from 'zod';
import { validationError } from './errors';

/** Parses the query string with a zod schema; bad input becomes a 400 with field messages. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError(result.error);
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
  return result.data;
}
