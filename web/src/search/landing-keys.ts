// Landing paths the browser's list moved to, with their term keys: the landing route's loader
// takes the key from here instead of asking the search again. A module of its own, so the
// loaders every page's JavaScript carries do not bring the search routing along.
const keysOfVisitedLandings = new Map<string, string>();

/** The term key of a landing path this browser's list has written, if any. */
export function knownLandingKey(pathname: string): string | undefined {
  return keysOfVisitedLandings.get(pathname);
}

/** Notes the term key of a landing path the list writes (browser only: ids may change between requests' catalogues). */
export function rememberLandingKey(pathname: string, key: string): void {
  if (typeof window !== 'undefined') keysOfVisitedLandings.set(pathname, key);
}
