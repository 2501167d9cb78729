import { useMatches } from 'react-router';

/** Route `handle` part that keeps every page of the route out of search engines. */
interface NoindexHandle {
  robots: 'noindex';
}

/**
 * Spread into the `handle` of a route whose pages no search engine should show: the user's own
 * pages, the back offices and the pages mail links open. Links on them may still be followed.
 */
export const NOINDEX: NoindexHandle = { robots: 'noindex' };

/** The robots directive the matched routes ask for: the first one a route handle names. */
export function robotsOfMatches(matches: ReadonlyArray<{ handle: unknown }>): string | undefined {
  for (const { handle } of matches) {
    if (typeof handle !== 'object' || handle === null) continue;
    const { robots } = handle as Partial<NoindexHandle>;
    if (typeof robots === 'string') return robots;
  }
  return undefined;
}

/**
 * `<meta name="robots">` for the routes marked with `NOINDEX`; rendered once by the root layout,
 * so pages need no head tag of their own for it. Pages whose indexing depends on their data (a
 * search with a query, a preview) set PageHead's `noindex` instead.
 */
export function RouteRobotsMeta() {
  const robots = robotsOfMatches(useMatches());
  return robots === undefined ? null : <meta name="robots" content={robots} />;
}
