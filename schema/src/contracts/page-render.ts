/**
 * The contract between the web client's server entry (`web/src/entry-server.tsx`, built to
 * `web/dist/server/entry-server.js`) and search-api, which serves the pages: search-api calls
 * `render` for every page GET and sends the Response it gets (HTML with status, or a redirect).
 */
export interface PageRenderContext {
  /** Answers an `/api/…` request in-process (no network hop); cookies are set by the caller. */
  fetchApi(request: Request): Promise<Response>;
  /** Public origin for canonical URLs, Open Graph and JSON-LD, e.g. https://spielraum.de. */
  publicUrl: string;
  /** The built `index.html`; the page's head tags and markup are put into it. */
  template: string;
  /**
   * The Content-Security-Policy nonce of this response: every inline script the page writes
   * (the router's hydration data, the list's search state) carries it.
   */
  nonce?: string;
}

/** Renders one page request on the server. */
export type RenderPage = (request: Request, context: PageRenderContext) => Promise<Response>;
