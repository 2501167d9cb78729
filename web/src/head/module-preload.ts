/** Route `handle` naming the module a lazy route loads, as the build manifest keys it. */
export interface LazyModuleHandle {
  lazyModule: string;
}

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The lazy module a matched route names in its handle, if any. */
export function lazyModuleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const { lazyModule } = handle as Partial<LazyModuleHandle>;
  return typeof lazyModule === 'string' ? lazyModule : undefined;
}

/**
 * Head tags for the chunks of the given modules and everything they import statically: their
 * CSS as stylesheets (a lazy chunk's CSS modules would otherwise arrive only with its script,
 * after the server-rendered page was first painted without them) and their scripts as
 * `<link rel="modulepreload">` (fetched at once instead of one import level after the other
 * before the page can hydrate; at low priority like index.html's, so the styles and the first
 * covers paint first). In manifest order, without duplicates and without the files
 * `skip` names (those index.html links already).
 */
export function modulePreloadLinks(
  manifest: BuildManifest,
  modules: readonly string[],
  skip: (file: string) => boolean = () => false,
): string[] {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js') && !skip(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!skip(css) && !styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
  ];
}
