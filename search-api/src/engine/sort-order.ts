import type { SortOption } from '@spielraum/schema';
import { NO_VALUE } from './columns';

/** The columns a sort order reads (captured once per query). */
export interface SortColumns {
  productId: Int32Array;
  popularity: Int32Array;
  createdAt: Float64Array;
  bestPriceCents: Int32Array;
  bestTotalCents: Int32Array;
  rating: Int32Array;
  discountPercent: Int32Array;
}

export type DocComparator = (left: number, right: number) => number;

/** Most popular first, then lower product id: the tie-breaker of every order. */
export function byPopularity(columns: SortColumns): DocComparator {
  const { popularity, productId } = columns;
  return (left, right) => popularity[right]! - popularity[left]! || productId[left]! - productId[right]!;
}

function nullsLast(values: Int32Array, direction: 1 | -1, then: DocComparator): DocComparator {
  return (left, right) => {
    const a = values[left]!;
    const b = values[right]!;
    if (a !== b) {
      if (a === NO_VALUE) return 1;
      if (b === NO_VALUE) return -1;
      return direction * (a - b);
    }
    return then(left, right);
  };
}

/**
 * The document order of a sort option other than relevance: its key (documents without a
 * value last), then popularity, then product id. Relevance without text is popularity order.
 */
export function comparatorFor(sort: SortOption, columns: SortColumns): DocComparator {
  const tieBreak = byPopularity(columns);
  switch (sort) {
    case 'relevance':
      return tieBreak;
    case 'total-asc':
      return nullsLast(columns.bestTotalCents, 1, tieBreak);
    case 'total-desc':
      return nullsLast(columns.bestTotalCents, -1, tieBreak);
    case 'price-asc':
      return nullsLast(columns.bestPriceCents, 1, tieBreak);
    case 'rating-desc':
      return nullsLast(columns.rating, -1, tieBreak);
    case 'newest': {
      const { createdAt } = columns;
      return (left, right) => createdAt[right]! - createdAt[left]! || tieBreak(left, right);
    }
    case 'discount-desc': {
      const { discountPercent } = columns;
      return (left, right) => discountPercent[right]! - discountPercent[left]! || tieBreak(left, right);
    }
  }
}
