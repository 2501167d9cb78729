import type { LoaderFunctionArgs } from 'react-router';
import type { StaticPageData } from './static-page-data';
import type { StaticPagePath } from './static-page-paths';

/*
 * routes.tsx imports this file into every page's first JavaScript; the call and its zod contract
 * (./static-page-data.ts) load only when a static page is opened.
 */
const loadData = () => import('./static-page-data');

/** `/legal-notice`, `/jobs`, …: the page's text, the editors' version or the shipped one. */
export async function staticPageLoader(
  args: LoaderFunctionArgs,
  path: StaticPagePath,
): Promise<StaticPageData> {
  return (await loadData()).readStaticPage(args, path);
}
