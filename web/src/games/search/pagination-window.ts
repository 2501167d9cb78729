import { LIMITS } from '@spielraum/schema';

/**
 * The page numbers (0-based) a pagination shows: at most `maxPages` (SPEC §9: 6) in a row,
 * the current page as central as the ends allow.
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
