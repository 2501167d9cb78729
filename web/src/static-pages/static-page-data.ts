import { sitePageResponseSchema, type SitePage } from '@spielraum/schema';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiGet, ApiRequestError } from '../api/client';
import { readDealerDirectory, type DealerDirectoryData } from '../dealers/dealers-data';
import type { StaticPagePath } from './static-page-paths';

/** What the built part below a page's text (page-extras.tsx) shows, read with the page. */
export interface StaticPageExtraData {
  dealerDirectory?: DealerDirectoryData;
}

export type StaticPageData = SitePage & { extra: StaticPageExtraData };

/**
 * The extras' data, read by the page's loader so the server renders it with the page (search
 * engines see the dealer directory); each read answers its own failure as data, so the page's
 * text shows whatever happens to its extra.
 */
const EXTRA_DATA: Partial<
  Record<StaticPagePath, (args: LoaderFunctionArgs) => Promise<StaticPageExtraData>>
> = {
  'dealers-details': async (args) => ({ dealerDirectory: await readDealerDirectory(args) }),
};

/** `GET /api/pages/{path}/`; a 404 is the German not-found page, other failures the error page. */
export async function readStaticPage(
  args: LoaderFunctionArgs,
  path: StaticPagePath,
): Promise<StaticPageData> {
  try {
    const [answer, extra] = await Promise.all([
      apiGet(`pages/${path}/`, sitePageResponseSchema, {
        signal: args.request.signal,
        baseUrl: args.request.url,
      }),
      EXTRA_DATA[path]?.(args) ?? {},
    ]);
    return { ...answer.data, extra };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
