// The OpenAPI description is generated with zod v4's own `z.toJSONSchema` (JSON Schema draft
// 2020-12, the dialect of OpenAPI 3.1) rather than the `zod-openapi` package: it is maintained
// with zod itself, so it follows the contracts' zod version without a second library to keep in
// step, and OpenAPI 3.1 needs no more than plain JSON Schema plus the paths we write here.
// Decision 019 (docs/decisions/) has the reasoning.
import { z } from 'zod';
import * as contracts from '@spielraum/schema';
import { ANTI_FORGERY_COOKIE } from '../accounts/anti-forgery';
import { SESSION_COOKIE } from '../accounts/find-session';
import type { ApiArea } from './area';
import { givenName, type ApiOperation, type RawAnswer } from './operation';
import { API_AREAS } from './areas/index';

type JsonObject = Record<string, unknown>;

/** The header name clients send (HTTP header names are case-insensitive; the check reads `x-xsrf-token`). */
const ANTI_FORGERY_HEADER_NAME = 'X-XSRF-TOKEN';

const JSON_OPTIONS = { target: 'draft-2020-12', unrepresentable: 'any' } as const;

const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: `validation_failed` with German texts per field in `fields`, or `bad_request` (`error` names the case).',
  },
  401: { name: 'Unauthorized', description: 'Not signed in.' },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed: missing permission, unverified account (`user not verified`), or, on unsafe calls, the anti-forgery pair missing or invalid (`anti-forgery token missing or invalid`).',
  },
  404: { name: 'NotFound', description: 'Unknown, or not yours (never 403 for another user’s item).' },
  409: { name: 'Conflict', description: 'In conflict with the current state (`error` says which).' },
  413: { name: 'PayloadTooLarge', description: 'The body or file is too large.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts; `Retry-After` says when to try again.' },
  502: { name: 'BadGateway', description: 'A service the call hands on to (the mail transport) failed.' },
  503: { name: 'ServiceUnavailable', description: 'Maintenance, or the search index is still loading.' },
};

/** What a status means where an operation answers a contract with it (503: the readiness check's own answer). */
const ANSWER_DESCRIPTION: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: queued',
  302: 'Redirect',
  303: 'See other',
  503: 'Unavailable: the same shape says which part does not answer',
};

/** The export name of every contract in `@spielraum/schema` (`sessionResponseSchema` → `SessionResponse`). */
function contractNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(contracts)) {
    if (!(value instanceof z.ZodType) || !exportName.endsWith('Schema') || names.has(value)) continue;
    const name = exportName.slice(0, -'Schema'.length);
    names.set(value, name.charAt(0).toUpperCase() + name.slice(1));
  }
  return names;
}

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** `get /api/userlists/{id}/items/` → `getUserlistsByIdItems`: stable and unique per operation. */
export function operationIdOf(operation: Pick<ApiOperation, 'method' | 'path'>): string {
  const words = operation.path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? `by-${parameter[1]}` : segment;
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return operation.method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function pascal(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

function withoutDialect(schema: JsonObject): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** An inline JSON Schema of a request part (query string, path parameter). */
function inputJsonSchema(schema: z.ZodType): JsonObject {
  return withoutDialect(z.toJSONSchema(schema, { ...JSON_OPTIONS, io: 'input' }) as JsonObject);
}

/**
 * Component schemas from zod: answers as the server writes them (`io: 'output'`), requests as a
 * client may send them (`io: 'input'`: defaults optional, coerced values as sent). A contract is
 * named by its export; a schema without export gets the operation's name.
 */
class ComponentSchemas {
  private readonly names = contractNames();
  private readonly output = z.registry<{ id: string }>();
  private readonly input = z.registry<{ id: string }>();
  private readonly outputIds = new Set<string>();
  private readonly inputIds = new Set<string>();

  /** Registers the schema and answers its `$ref`. */
  ref(schema: z.ZodType, io: 'input' | 'output', fallbackName: string): JsonObject {
    const registry = io === 'output' ? this.output : this.input;
    const ids = io === 'output' ? this.outputIds : this.inputIds;
    const known = registry.get(schema);
    if (known) return { $ref: `#/components/schemas/${this.finalName(known.id, io)}` };
    const id = this.names.get(schema) ?? givenName(schema) ?? fallbackName;
    if (ids.has(id)) throw new Error(`two schemas share the component name ${id}`);
    ids.add(id);
    registry.add(schema, { id });
    return { $ref: `#/components/schemas/${this.finalName(id, io)}` };
  }

  /** An input schema whose name an answer uses too is the same contract read differently: `…Input`. */
  private finalName(id: string, io: 'input' | 'output'): string {
    return io === 'input' && this.outputIds.has(id) ? `${id}Input` : id;
  }

  build(): Record<string, JsonObject> {
    const schemas: Record<string, JsonObject> = {};
    const convert = (registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') =>
      z.toJSONSchema(registry, {
        ...JSON_OPTIONS,
        io,
        uri: (id) => `#/components/schemas/${this.finalName(id, io)}`,
      }).schemas;
    for (const [id, schema] of Object.entries(convert(this.output, 'output')))
      schemas[id] = withoutDialect(schema as JsonObject);
    for (const [id, schema] of Object.entries(convert(this.input, 'input')))
      schemas[this.finalName(id, 'input')] = withoutDialect(schema as JsonObject);
    // registration order follows the areas; the reference page and diffs read better sorted
    return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  }
}

function needsSession(operation: ApiOperation): boolean {
  return operation.access === 'user' || operation.access === 'dealer' || typeof operation.access === 'object';
}

function isUnsafe(operation: ApiOperation): boolean {
  return operation.method !== 'get' && operation.antiForgery !== false;
}

/**
 * Security requirements: the session cookie where the route reads it, the anti-forgery cookie
 * and header pair on every unsafe call, and the permissions as OpenAPI 3.1 roles of the session
 * scheme (one requirement per permission: holding any one of them is enough).
 */
function securityOf(operation: ApiOperation): JsonObject[] {
  const pair = isUnsafe(operation) ? { antiForgeryCookie: [], antiForgeryHeader: [] } : {};
  const { access } = operation;
  if (access === 'metrics') return [{ metricsToken: [] }, { session: [contracts.PERMISSIONS.operator] }];
  if (typeof access === 'object')
    return access.permissions.map((permission) => ({ session: [permission], ...pair }));
  if (access === 'user' || access === 'dealer') return [{ session: [], ...pair }];
  if (access === 'optional-user') return [pair, { session: [], ...pair }];
  return isUnsafe(operation) ? [pair] : [];
}

function accessText(operation: ApiOperation): string {
  const { access } = operation;
  if (access === 'metrics')
    return 'Access: a signed-in operator, or the scraper’s bearer token (METRICS_TOKEN).';
  if (typeof access === 'object')
    return `Access: a signed-in, verified user with the permission ${access.permissions.map((p) => `\`${p}\``).join(' or ')}.`;
  if (access === 'user') return 'Access: a signed-in, verified user.';
  if (access === 'dealer') return 'Access: a signed-in dealer account (user type `dealer`).';
  if (access === 'optional-user') return 'Access: public; a signed-in user gets their own parts too.';
  return 'Access: public.';
}

function errorStatuses(operation: ApiOperation): number[] {
  const statuses = new Set<number>(operation.errors ?? []);
  if (operation.query || operation.body || operation.upload || operation.queryParameters) statuses.add(400);
  if (needsSession(operation) || operation.access === 'metrics') {
    statuses.add(401);
    statuses.add(403);
  }
  if (isUnsafe(operation)) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

function parametersOf(operation: ApiOperation): JsonObject[] {
  const parameters: JsonObject[] = [];
  for (const [, name] of operation.path.matchAll(/\{([^}]+)\}/g)) {
    const schema = operation.params?.[name!];
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: schema ? inputJsonSchema(schema) : { type: 'string' },
    });
  }
  if (operation.query) {
    const json = inputJsonSchema(operation.query);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((json.properties as Record<string, JsonObject>) ?? {})) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }
  for (const parameter of operation.queryParameters ?? [])
    parameters.push({ in: 'query', required: parameter.required ?? false, ...parameter });
  return parameters;
}

function requestBodyOf(operation: ApiOperation, components: ComponentSchemas, id: string): JsonObject | null {
  const content: JsonObject = {};
  if (operation.body)
    content['application/json'] = { schema: components.ref(operation.body, 'input', `${pascal(id)}Request`) };
  if (operation.upload)
    content['multipart/form-data'] = {
      schema: components.ref(operation.upload, 'input', `${pascal(id)}Upload`),
    };
  if (Object.keys(content).length === 0) return null;
  // a JSON body is required where the route parses one; the optional start of external sign-in has defaults
  return { required: operation.body ? !operation.body.safeParse(undefined).success : true, content };
}

function successResponse(
  answer: z.ZodType | RawAnswer,
  status: number,
  components: ComponentSchemas,
  name: string,
  cacheControl: string | undefined,
): JsonObject {
  const headers: JsonObject = {};
  if (cacheControl)
    headers['Cache-Control'] = { description: `\`${cacheControl}\``, schema: { type: 'string' } };
  if (isZod(answer))
    return {
      description: ANSWER_DESCRIPTION[status] ?? 'OK',
      ...(cacheControl ? { headers } : {}),
      content: { 'application/json': { schema: components.ref(answer, 'output', name) } },
    };
  Object.assign(headers, answer.headers ?? {});
  const content = answer.content
    ? Object.fromEntries(
        Object.entries(answer.content).map(([type, { schema }]) => [
          type,
          { schema: isZod(schema) ? components.ref(schema, 'output', name) : schema },
        ]),
      )
    : undefined;
  return {
    description: answer.description,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(content ? { content } : {}),
  };
}

function operationObject(operation: ApiOperation, tag: string, components: ComponentSchemas): JsonObject {
  const id = operationIdOf(operation);
  const status = operation.status ?? 200;
  const responses: JsonObject = {
    [status]: successResponse(
      operation.response,
      status,
      components,
      `${pascal(id)}Response`,
      operation.cacheControl,
    ),
  };
  for (const [other, answer] of Object.entries(operation.otherResponses ?? {}))
    responses[other] = successResponse(
      answer,
      Number(other),
      components,
      `${pascal(id)}Response${other}`,
      undefined,
    );
  for (const errorStatus of errorStatuses(operation))
    responses[errorStatus] = { $ref: `#/components/responses/${ERROR_RESPONSES[errorStatus]!.name}` };
  const requestBody = requestBodyOf(operation, components, id);
  const parameters = parametersOf(operation);
  const security = securityOf(operation);
  return {
    operationId: id,
    tags: [tag],
    summary: operation.summary,
    description: [operation.description, accessText(operation)].filter(Boolean).join('\n\n'),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security,
    'x-access': typeof operation.access === 'object' ? 'permission' : operation.access,
    ...(typeof operation.access === 'object' ? { 'x-permissions': [...operation.access.permissions] } : {}),
  };
}

const DESCRIPTION = `The HTTP API of Spielraum, the board-game price comparison. Every path is under \`/api\`.

- **Answers** are JSON \`{ "data": … }\` (the contracts below); money is in euro cents.
- **Errors** have one shape, \`ApiError\`: \`status\`, \`error\` (an English code clients branch on), \`message\` (German, shown to the user) and, for invalid input, \`fields\` with a German text per field. Any call may also answer 500 or 503 in this shape.
- **Session**: the HttpOnly cookie \`${SESSION_COOKIE}\`, set by \`POST /api/login/\` and external sign-in.
- **Anti-forgery**: every unsafe call (POST, PUT, PATCH, DELETE) must send the cookie \`${ANTI_FORGERY_COOKIE}\` and the same value in the header \`${ANTI_FORGERY_HEADER_NAME}\`; the token is bound to the session. Any GET under \`/api\` hands out the cookie when the browser has none valid; signing in or out issues a new one. Without the pair: 403.
- **Permissions** appear as roles of the \`session\` scheme and in \`x-permissions\`; holding any one listed is enough.`;

export function buildOpenApiDocument(areas: readonly ApiArea[] = API_AREAS): JsonObject {
  const components = new ComponentSchemas();
  components.ref(contracts.apiErrorSchema, 'output', 'ApiError');
  const paths: Record<string, Record<string, JsonObject>> = {};
  const ids = new Set<string>();
  for (const area of areas) {
    for (const operation of area.operations) {
      const item = (paths[operation.path] ??= {});
      if (item[operation.method]) throw new Error(`${operation.method} ${operation.path} is described twice`);
      const object = operationObject(operation, area.tag, components);
      if (ids.has(object.operationId as string))
        throw new Error(`operationId ${String(object.operationId)} twice`);
      ids.add(object.operationId as string);
      item[operation.method] = object;
    }
  }
  const retryAfter = {
    'Retry-After': { description: 'Seconds until a new attempt may succeed.', schema: { type: 'integer' } },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Spielraum API', version: '1', description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: areas.map((area) => ({ name: area.tag, description: area.description })),
    paths,
    components: {
      schemas: components.build(),
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
          name,
          {
            description,
            ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
          },
        ]),
      ),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie (HttpOnly). Roles are permissions the signed-in user must hold.',
        },
        antiForgeryCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: ANTI_FORGERY_COOKIE,
          description: 'The anti-forgery token, readable by the page’s script.',
        },
        antiForgeryHeader: {
          type: 'apiKey',
          in: 'header',
          name: ANTI_FORGERY_HEADER_NAME,
          description: `The value of the \`${ANTI_FORGERY_COOKIE}\` cookie, sent again as a header on unsafe calls.`,
        },
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'METRICS_TOKEN, for the Prometheus scraper.',
        },
      },
    },
  };
}

let built: { document: JsonObject; json: string } | null = null;

/** The document of this process's code, built once on first use. */
export function openApiDocument(): { document: JsonObject; json: string } {
  built ??= (() => {
    const document = buildOpenApiDocument();
    return { document, json: JSON.stringify(document) };
  })();
  return built;
}
