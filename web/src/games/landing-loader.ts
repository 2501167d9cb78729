import { landingPageOfPath, landingPath, type LandingPage } from '@spielraum/schema';
import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { searchFacetValues } from '../search/catalogue';
import { knownLandingKey } from '../search/landing-keys';

/** What a landing route hands the list: the page and the facet key its path stands for. */
export interface LandingData {
  landing: LandingPage;
  /** `<id>-<slug>` of the landing's term; `0-<slug>` (matches nothing) when the catalogue lacks it. */
  landingKey: string;
}

// Term ids do not change while a browser tab lives; the server asks every time (a fresh
// catalogue after a reseed must not meet a stale id).
const browserKeys = new Map<string, string>();

/**
 * The facet key of a landing page's term: the facet values whose label matches the term's name
 * are searched, and the one whose key ends in the landing's slug is taken.
 */
async function landingKeyOf(landing: LandingPage, request: Request): Promise<string> {
  const cacheKey = landingPath(landing);
  // the list that moved here knew the key already
  const known = browserKeys.get(cacheKey) ?? knownLandingKey(cacheKey);
  if (known !== undefined) return known;
  const options = await searchFacetValues(landing.attribute, landing.name, {
    signal: request.signal,
    baseUrl: request.url,
  });
  const found = options.find((option) => option.key.replace(/^\d+-/, '') === landing.slug)?.key;
  // A term without games yet still gets its page, with an empty list rather than all games.
  const key = found ?? `0-${landing.slug}`;
  if (found !== undefined && typeof window !== 'undefined') browserKeys.set(cacheKey, key);
  return key;
}

/** Loader of the landing paths (`/kategorie/{slug}`, …): an unknown slug is a 404 page. */
export async function landingLoader({ request }: LoaderFunctionArgs): Promise<LandingData> {
  const landing = landingPageOfPath(new URL(request.url).pathname);
  if (!landing) throw data(null, { status: 404 });
  return { landing, landingKey: await landingKeyOf(landing, request) };
}

/** Filters and pages change the query only: the landing's key stays what it was. */
export function shouldRevalidateLanding({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
