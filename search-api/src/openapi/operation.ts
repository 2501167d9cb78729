import { z } from 'zod';
import { PERMISSIONS } from '@spielraum/schema';

/**
 * Who may call an operation, as the route checks it:
 * - `public`: anyone; `optional-user` answers a signed-in user more (their own pending items);
 * - `user`: a signed-in, verified user (`requireUser`: 401 visitors, 403 unverified accounts);
 * - `dealer`: a signed-in dealer account (`requireDealerAccount`);
 * - `{ permissions }`: a signed-in, verified user holding at least one of them (`requirePermission`,
 *   and the operator check of every `admin/` call);
 * - `metrics`: an operator's session or the scraper's bearer token.
 */
export type Access =
  'public' | 'optional-user' | 'user' | 'dealer' | 'metrics' | { permissions: readonly string[] };

export const OPERATOR: Access = { permissions: [PERMISSIONS.operator] };

/** Error statuses a route may answer beyond those its access, input and method imply. */
export type ExtraErrorStatus = 401 | 404 | 409 | 413 | 429 | 502 | 503;

/** An answer that is not JSON: an image, a CSV file, a redirect, a page. */
export interface RawAnswer {
  description: string;
  /** Media types and the JSON Schema of their content; none for a redirect. */
  content?: Record<string, { schema: Record<string, unknown> | z.ZodType }>;
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
}

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Full path with OpenAPI parameters: `/api/alerts/{id}/`. */
  path: string;
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters that are not plain strings (ids are integers from 1). */
  params?: Record<string, z.ZodType>;
  /** The zod schema the route parses the query string with (`parseQuery`). */
  query?: z.ZodType;
  /** Query parameters that are not read with one zod schema (the search's `filter-…` parameters). */
  queryParameters?: readonly QueryParameter[];
  /** The zod schema the route parses the JSON body with (`parseJson`). */
  body?: z.ZodType;
  /** A multipart/form-data upload: its fields as a zod object (files as `z.file()`). */
  upload?: z.ZodType;
  /** The success answer: its zod contract, or a non-JSON answer. */
  response: z.ZodType | RawAnswer;
  /** The success status; 200 when left out. */
  status?: 200 | 201 | 202 | 302 | 303;
  /** Further success answers (e.g. 201 next to 200, or 503 of the readiness check). */
  otherResponses?: Record<number, z.ZodType | RawAnswer>;
  errors?: readonly ExtraErrorStatus[];
  /** False only where the route is mounted before the anti-forgery check (mail links). */
  antiForgery?: boolean;
  /** Answer headers worth knowing (shared caching of public answers). */
  cacheControl?: string;
}

export interface QueryParameter {
  name: string;
  description: string;
  schema: Record<string, unknown>;
  required?: boolean;
}

/** A numeric id in the path: a canonical decimal from 1; anything else answers 404 like an unknown id. */
export const idParam = z.int().positive();

/** `{ data: … }`: the envelope of every JSON answer, for routes whose answer has no named contract. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** A binary answer (images, logos) in the given media types. */
export function binaryAnswer(description: string, mediaTypes: readonly string[]): RawAnswer {
  return {
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    ),
  };
}

export const CSV_ANSWER: RawAnswer = {
  description: 'The skipped rows as CSV (semicolon-separated, for spreadsheets), sent as a download.',
  content: { 'text/csv': { schema: { type: 'string' } } },
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="feed-lauf-{id}-fehler.csv"',
      schema: { type: 'string' },
    },
  },
};

export const IMAGE_TYPES = ['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/svg+xml'] as const;

const componentNames = new WeakMap<z.ZodType, string>();

/** Names a schema that is no export of `@spielraum/schema` but is shared by several operations. */
export function named<T extends z.ZodType>(name: string, schema: T): T {
  componentNames.set(schema, name);
  return schema;
}

/** The name given with `named`, if any. */
export function givenName(schema: z.ZodType): string | undefined {
  return componentNames.get(schema);
}
