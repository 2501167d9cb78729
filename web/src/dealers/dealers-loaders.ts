import type { LoaderFunctionArgs } from 'react-router';
import type { DealerPageData } from './dealers-data';

/*
 * The loader of the dealer pages. routes.tsx imports this file into every page's first
 * JavaScript, so the call and its zod contract (./dealers-data.ts) load only when a dealer page
 * is opened (the game page must stay within 170 KB of JavaScript).
 */
const loadData = () => import('./dealers-data');

/** `/dealers-details/:slug`: one dealer's page. */
export async function dealerPageLoader(args: LoaderFunctionArgs): Promise<DealerPageData> {
  return (await loadData()).readDealerPage(args);
}
