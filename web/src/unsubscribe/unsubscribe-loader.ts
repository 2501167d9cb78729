import type { LoaderFunctionArgs } from 'react-router';

/*
 * The loader of the unsubscribe page. routes.tsx imports this file into every page's first
 * JavaScript, so the call and its contract (./unsubscribe-data.ts) load only when the page opens.
 */
const loadData = () => import('./unsubscribe-data');

/** `/unsubscribe/:token`: what the link of an alert or news mail would stop. */
export async function unsubscribeLoader(args: LoaderFunctionArgs) {
  return (await loadData()).readUnsubscribeLink(args);
}
