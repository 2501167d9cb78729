import {
  LIMITS,
  message,
  type ApiError,
  type GamePageResponse,
  type SessionResponse,
} from '@spielraum/schema';

/** The `error` text search-api answers with a 503 while Spielraum is being maintained (SPEC §4). */
export const MAINTENANCE_ERROR = 'service is in maintenance mode';

/**
 * A failed API call: the HTTP status, the machine-readable `error` and the German `message`
 * of the one error shape (apiErrorSchema). Network failures and unreadable answers become
 * errors of this type too, so callers and the error page handle a single kind.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly error: string;
  readonly fields: Record<string, string> | undefined;
  /** The account uuid some account errors carry ("user not verified"). */
  readonly uuid: string | undefined;

  constructor(options: {
    status: number;
    error: string;
    message: string;
    fields?: Record<string, string>;
    uuid?: string;
  }) {
    super(options.message);
    this.status = options.status;
    this.error = options.error;
    this.fields = options.fields;
    this.uuid = options.uuid;
  }
}

/** True for the 503 "service is in maintenance mode" answer that sets the maintenance flag. */
export function isMaintenanceError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 503 && error.error === MAINTENANCE_ERROR;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Absolute URL the `/api` path is resolved against. Loaders pass `request.url`, which keeps
   * them usable on a server; in the browser a relative path is fine.
   */
  baseUrl?: string;
}

/** How API requests leave the client: `fetch` in the browser, in-process calls when server-rendering. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Replaces the transport of every API call. Only the server entry (entry-server.tsx) does this,
 * once at start, to answer loaders' calls in-process with the page request's cookies.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function apiUrl(path: string, query: URLSearchParams | undefined, baseUrl: string | undefined): string {
  const queryString = query?.toString() ?? '';
  const search = queryString === '' ? '' : `?${queryString}`;
  const relative = `/api/${path}${search}`;
  return baseUrl ? new URL(relative, baseUrl).toString() : relative;
}

/** Cookie and header of the anti-forgery pair (search-api `accounts/anti-forgery.ts`). */
export const ANTI_FORGERY_COOKIE = 'XSRF-TOKEN';
export const ANTI_FORGERY_HEADER = 'X-XSRF-TOKEN';

/** The anti-forgery token the server left in its cookie; undefined outside a browser. */
export function antiForgeryToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ANTI_FORGERY_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How apiRequest checks an answer before handing it out: a zod contract of `@spielraum/schema`
 * (code that loads lazily: forms, back offices) or `dataEnvelope()` (code of a page's first
 * JavaScript: every page's, the game page's and the game lists').
 */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The answer check for calls made by code every page loads (session, game page, start page,
 * logout): it accepts the `{ data: … }` envelope of every success answer and types it as `T`
 * without zod, so zod stays out of the first JavaScript of a page (the game page must stay within
 * 170 KB of JavaScript). search-api validates what it sends against the same zod contracts in its tests.
 */
export function dataEnvelope<T extends { data: unknown }>(): AnswerCheck<T> {
  return {
    safeParse: (value) =>
      isRecord(value) && 'data' in value ? { success: true, data: value as T } : { success: false },
  };
}

/** The error shape (apiErrorSchema) read without zod; null for anything else. */
function readApiError(value: unknown): ApiError | null {
  if (!isRecord(value)) return null;
  const { status, error, message: text, fields, uuid } = value;
  if (typeof status !== 'number' || typeof error !== 'string' || typeof text !== 'string') return null;
  const result: ApiError = { status, error, message: text };
  if (isRecord(fields) && Object.values(fields).every((field) => typeof field === 'string'))
    result.fields = fields as Record<string, string>;
  if (typeof uuid === 'string') result.uuid = uuid;
  return result;
}

/**
 * Calls `/api/{path}` with the session cookie and the anti-forgery header (SPEC §7: every
 * call carries the pair) and parses the JSON answer with `schema`. `json` is sent as a JSON
 * body, `form` as multipart. Throws ApiRequestError for error statuses (carrying the server's
 * German message and field messages), for network failures and for answers `schema` rejects. Aborts are re-thrown as is.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  schema: AnswerCheck<T>,
  options: RequestOptions & { query?: URLSearchParams; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = antiForgeryToken();
  if (token) headers[ANTI_FORGERY_HEADER] = token;
  let body: BodyInit | null = null;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  let response: Response;
  try {
    response = await transport(apiUrl(path, options.query, options.baseUrl), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError({ status: 503, error: 'network error', message: message('requestError') });
  }

  const responseBody = await readJson(response);
  if (!response.ok) {
    const apiError = readApiError(responseBody);
    throw new ApiRequestError(
      apiError
        ? { ...apiError, status: response.status }
        : { status: response.status, error: response.statusText, message: message('requestError') },
    );
  }

  const parsed = schema.safeParse(responseBody);
  if (!parsed.success) {
    throw new ApiRequestError({
      status: 502,
      error: 'unexpected response',
      message: message('unexpectedError'),
    });
  }
  return parsed.data;
}

/** GETs `/api/{path}` as JSON; see apiRequest. */
export function apiGet<T>(
  path: string,
  schema: AnswerCheck<T>,
  options: RequestOptions & { query?: URLSearchParams } = {},
): Promise<T> {
  return apiRequest('GET', path, schema, options);
}

/** `GET /api/session/`: the signed-in user (or null) and their permissions. */
export function fetchSession(options: RequestOptions = {}): Promise<SessionResponse> {
  return apiGet('session/', dataEnvelope<SessionResponse>(), options);
}

/** `GET /api/game/{slug}/`: everything the game page shows; 404 for an unknown slug. */
export function fetchGamePage(slug: string, options: RequestOptions = {}): Promise<GamePageResponse> {
  return apiGet(`game/${encodeURIComponent(slug)}/`, dataEnvelope<GamePageResponse>(), options);
}

/** `/api/images/{id}?w=…` for one of the SPEC §9 widths. */
export function imageUrl(mediaId: number, width: number): string {
  return `/api/images/${mediaId}?w=${width}`;
}

/** A `srcset` offering the image in every SPEC §9 breakpoint width. */
export function imageSrcSet(mediaId: number): string {
  return LIMITS.imageBreakpoints.map((width) => `${imageUrl(mediaId, width)} ${width}w`).join(', ');
}
