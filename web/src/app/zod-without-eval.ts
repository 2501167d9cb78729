/**
 * Pages run under a Content-Security-Policy without `'unsafe-eval'`. zod compiles object
 * parsers with `new Function` unless configured `jitless`, and its probe for that alone makes
 * the browser report a violation on every page that parses an answer. The setting goes on
 * zod's global configuration object, which zod keeps on `globalThis` and creates only when
 * absent, so the first JavaScript of a page sets it without loading zod (which arrives later
 * with the forms and the game list). The server keeps zod's compiled parsers.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
