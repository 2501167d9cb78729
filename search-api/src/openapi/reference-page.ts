import { createHash } from 'node:crypto';
import { escapeHtml } from '@spielraum/schema';

type JsonObject = Record<string, unknown>;

/**
 * The API reference as one server-rendered page, written from the OpenAPI document itself so
 * the two cannot disagree. No script and nothing from elsewhere: a renderer from a CDN would
 * break our Content-Security-Policy and hand visitors' addresses to a third party.
 */
const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1b1e;background:#fff}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.75rem}h2{margin-top:2.5rem;border-bottom:2px solid #dee2e6}h3{font-size:1.05rem;margin:0}
code,pre{font:0.9em ui-monospace,monospace}code{background:#f1f3f5;padding:0 3px;border-radius:3px}
pre{background:#f8f9fa;padding:8px;overflow:auto;max-height:480px;border:1px solid #dee2e6}
nav ul{columns:2;padding-left:1.2em}@media(max-width:600px){nav ul{columns:1}}
section.op{border:1px solid #dee2e6;border-radius:6px;padding:12px;margin:12px 0}
.method{display:inline-block;min-width:4.5em;font-weight:700;text-transform:uppercase}
.get{color:#1864ab}.post{color:#2b8a3e}.put{color:#e67700}.patch{color:#862e9c}.delete{color:#c92a2a}
.path{word-break:break-all}.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;margin:8px 0}th,td{text-align:left;border-bottom:1px solid #dee2e6;padding:4px 8px;vertical-align:top}
a{color:#1864ab}a:focus-visible{outline:2px solid #1864ab}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The page's Content-Security-Policy: its one inline style, nothing else. */
export const REFERENCE_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The few marks the descriptions use: `code`, **bold**, paragraphs and "- " lists; escaped first. */
function prose(text: string): string {
  const inline = (line: string) =>
    escapeHtml(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  return text
    .split(/\n\n+/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- ')))
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${inline(block)}</p>`;
    })
    .join('');
}

function schemaName(ref: string): string {
  return ref.replace('#/components/schemas/', '');
}

function schemaLink(ref: string): string {
  const name = escapeHtml(schemaName(ref));
  return `<a href="#schema-${name}"><code>${name}</code></a>`;
}

function schemaSummary(schema: JsonObject | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schemaLink(schema.$ref);
  return `<code>${escapeHtml(JSON.stringify(schema))}</code>`;
}

function content(body: JsonObject | undefined): string {
  if (!body?.content) return '';
  return Object.entries(body.content as Record<string, { schema?: JsonObject }>)
    .map(([type, media]) => `<code>${escapeHtml(type)}</code> ${schemaSummary(media.schema)}`)
    .join('<br>');
}

function operation(
  method: string,
  path: string,
  op: JsonObject,
  responses: Record<string, JsonObject>,
): string {
  const id = escapeHtml(String(op.operationId));
  const parameters = (op.parameters as JsonObject[] | undefined) ?? [];
  const parts = [
    `<section class="op" id="${id}" aria-labelledby="${id}-title">`,
    `<h3 id="${id}-title"><span class="method ${method}">${method}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(String(op.summary))}</p>`,
    prose(String(op.description ?? '')),
  ];
  if (parameters.length)
    parts.push(
      '<div class="scroll"><table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>',
      ...parameters.map(
        (parameter) =>
          `<tr><td><code>${escapeHtml(String(parameter.name))}</code>${parameter.description ? `<br>${escapeHtml(String(parameter.description))}` : ''}</td><td>${escapeHtml(String(parameter.in))}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${schemaSummary(parameter.schema as JsonObject)}</td></tr>`,
      ),
      '</tbody></table></div>',
    );
  if (op.requestBody)
    parts.push(`<p><strong>Request body</strong>: ${content(op.requestBody as JsonObject)}</p>`);
  parts.push(
    '<div class="scroll"><table><caption>Responses</caption><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Content</th></tr></thead><tbody>',
  );
  for (const [status, response] of Object.entries(op.responses as Record<string, JsonObject>)) {
    const resolved =
      typeof response.$ref === 'string'
        ? responses[response.$ref.replace('#/components/responses/', '')]
        : response;
    parts.push(
      `<tr><td>${escapeHtml(status)}</td><td>${escapeHtml(String(resolved?.description ?? ''))}</td><td>${content(resolved)}</td></tr>`,
    );
  }
  parts.push('</tbody></table></div></section>');
  return parts.join('\n');
}

/** Pretty JSON with every `$ref` a link to the schema it names. */
function schemaBlock(schema: JsonObject): string {
  return escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&quot;(#\/components\/schemas\/[A-Za-z0-9_]+)&quot;/g,
    (_match, ref: string) => `&quot;<a href="#schema-${schemaName(ref)}">${ref}</a>&quot;`,
  );
}

export function renderReferencePage(document: JsonObject): string {
  const info = document.info as { title: string; description: string };
  const tags = document.tags as { name: string; description: string }[];
  const paths = document.paths as Record<string, Record<string, JsonObject>>;
  const components = document.components as {
    schemas: Record<string, JsonObject>;
    responses: Record<string, JsonObject>;
  };
  const byTag = new Map<string, string[]>(tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item))
      byTag.get((op.tags as string[])[0]!)?.push(operation(method, path, op, components.responses));
  const anchor = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(info.title)}</h1>
${prose(info.description)}
<p>Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${escapeHtml(String(document.openapi))}).</p>
<nav aria-label="Areas"><ul>
${tags.map((tag) => `<li><a href="#${anchor(tag.name)}">${escapeHtml(tag.name)}</a> (${byTag.get(tag.name)?.length ?? 0})</li>`).join('\n')}
<li><a href="#schemas">Schemas</a></li>
</ul></nav>
${tags
  .map(
    (tag) =>
      `<h2 id="${anchor(tag.name)}">${escapeHtml(tag.name)}</h2>\n<p>${escapeHtml(tag.description)}</p>\n${byTag.get(tag.name)!.join('\n')}`,
  )
  .join('\n')}
<h2 id="schemas">Schemas</h2>
${Object.entries(components.schemas)
  .map(
    ([name, schema]) =>
      `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><pre>${schemaBlock(schema)}</pre></section>`,
  )
  .join('\n')}
</main>
</body>
</html>
`;
}
