import { LIMITS } from '@spielraum/schema';

/**
 * The page numbers (0-based) around the current page: at most `maxPages` (SPEC §9: 6) in a
 * row, the current page as central as the ends allow.
 */
export function paginationWindow(
  current: number,
  pageCount: number,
  maxPages: number = LIMITS.maxPages,
): number[] {
  if (pageCount <= 0) return [];
  const size = Math.min(maxPages, pageCount);
  const first = Math.min(Math.max(current - Math.floor((size - 1) / 2), 0), pageCount - size);
  return Array.from({ length: size }, (_, index) => first + index);
}

/**
 * What a pagination shows: the window around the current page, and the first and the last page
 * when the window does not reach them (`null` marks the gap between). With them every page of
 * a list is reachable by links from every other page.
 */
export function paginationItems(
  current: number,
  pageCount: number,
  maxPages: number = LIMITS.maxPages,
): Array<number | null> {
  const window = paginationWindow(current, pageCount, maxPages);
  const start = window[0];
  const end = window.at(-1);
  if (start === undefined || end === undefined) return [];
  const items: Array<number | null> = [...window];
  if (start > 0) items.unshift(...(start > 1 ? [0, null] : [0]));
  if (end < pageCount - 1) items.push(...(end < pageCount - 2 ? [null, pageCount - 1] : [pageCount - 1]));
  return items;
}
