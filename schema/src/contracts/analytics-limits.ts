/*
 * The web analytics' limits, without zod: the browser's tracker (loaded with the "Web-Analyse"
 * consent) sends within them, and zod loads only with forms (the contracts are in ./analytics.ts).
 */

/**
 * Limits of the web analytics (consent option "Web-Analyse"): events per call (the browser sends
 * at most this many at once), the length of a reported pathname, the days the operators' figures
 * reach back and the games they list, and how long the daily sums are kept (privacy policy: 25
 * months).
 */
export const ANALYTICS_LIMITS = {
  maxEventsPerCall: 20,
  maxPathLength: 300,
  maxDays: 365,
  defaultDays: 30,
  topGames: 20,
  /** Games a dealer's figures list (by clicks). */
  dealerGames: 100,
  retentionMonths: 25,
} as const;
