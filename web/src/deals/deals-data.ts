import {
  dealsResponseSchema,
  isCategorySlug,
  type CategorySlug,
  type DealsResponse,
} from '@spielraum/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet } from '../api/client';

export interface DealsData {
  category: CategorySlug | null;
  page: number;
  deals: DealsResponse['data'];
}

/** `/preisstuerze?category=&page=`: an unknown category is all of them, anything that is no page number the first page. */
function dealsSearchOf(search: URLSearchParams): { category: CategorySlug | null; page: number } {
  const category = search.get('category') ?? '';
  const page = Number(search.get('page') ?? '1');
  return {
    category: isCategorySlug(category) ? category : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's address for a category and page; the defaults are left out. */
export function dealsPath({ category, page }: { category: CategorySlug | null; page: number }): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search === '' ? '/preisstuerze' : `/preisstuerze?${search}`;
}

/** `GET /api/deals/?category=&page=`. */
export async function readDeals({ request }: LoaderFunctionArgs): Promise<DealsData> {
  const { category, page } = dealsSearchOf(new URL(request.url).searchParams);
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const answer = await apiGet('deals/', dealsResponseSchema, {
    signal: request.signal,
    baseUrl: request.url,
    query,
  });
  return { category, page, deals: answer.data };
}
