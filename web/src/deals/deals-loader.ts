import type { LoaderFunctionArgs } from 'react-router';
import type { DealsData } from './deals-data';

/** `/preisstuerze`: its call and zod contract load with the page, not with every page's first JavaScript. */
export async function dealsLoader(args: LoaderFunctionArgs): Promise<DealsData> {
  return (await import('./deals-data')).readDeals(args);
}
