import { sitePageResponseSchema, type SitePage } from '@spielraum/schema';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiGet, ApiRequestError } from '../api/client';
import type { StaticPagePath } from './static-page-paths';

export type StaticPageData = SitePage;

/** `GET /api/pages/{path}/`; a 404 is the German not-found page, other failures the error page. */
export async function readStaticPage(
  args: LoaderFunctionArgs,
  path: StaticPagePath,
): Promise<StaticPageData> {
  try {
    const answer = await apiGet(`pages/${path}/`, sitePageResponseSchema, {
      signal: args.request.signal,
      baseUrl: args.request.url,
    });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
