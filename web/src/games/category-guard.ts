import { isCategorySlug } from '@spielraum/schema';
import { redirect, type LoaderFunctionArgs } from 'react-router';

/**
 * Loader of `/games/:cat?`: a category outside the seven SPEC slugs redirects to /games (SPEC §2,
 * §8). A `/games?filter-…` search that has a landing page (the start-page tiles and shared
 * links of before the landing pages: `?filter-verlag=1-kosmos`) asked of the server moves there for good (301), so
 * search engines carry the old address's standing over and shoppers land where the list writes
 * that search itself.
 */
export async function categoryGuardLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  if (params.cat !== undefined && !isCategorySlug(params.cat)) throw redirect('/games');
  const url = new URL(request.url);
  // on the server only: in the browser the list moves itself there, with the term's key it
  // already has (no lookup for the landing page)
  if (
    import.meta.env.SSR &&
    params.cat === undefined &&
    [...url.searchParams.keys()].some((name) => name.startsWith('filter-'))
  ) {
    // the list's routing module, only for such searches: it is not in every page's JavaScript
    const { searchFromLocation, searchHref } = await import('../search/routing');
    const href = searchHref(searchFromLocation({ pathname: url.pathname, search: url.search }));
    if (new URL(href, url).pathname !== url.pathname) throw redirect(href, 301);
  }
  return null;
}
