/** Average, count and stars per level of the published reviews; the distribution may be unknown. */
export interface ReviewSummary {
  average: number | null;
  count: number;
  /** Published reviews with 1, 2, 3, 4 and 5 stars. */
  distribution: readonly number[] | null;
}
