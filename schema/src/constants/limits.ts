/** Business constants and limits of SPEC §9. */
export const LIMITS = {
  passwordMinLength: 8,
  passwordMinLengthFormMessage: 6,
  rowsPerPage: 10,
  maxPages: 6,
  filterOptionPageSize: 10,
  maxFilters: 5,
  toastTimeoutMs: 5000,
  duplicateEmailNoticeMs: 10_000,
  imageBreakpoints: [450, 600, 768, 1024, 1200],
  mobileWidthThreshold: 768,
  speechPauseMs: 2000,
  defaultLocale: 'de',
  fallbackLocale: 'en',
} as const;

/**
 * The largest id each kind of id column holds: `integer` (int4) and `bigint` read as a
 * JavaScript number (drizzle mode 'number', exact up to 2^53 − 1). An id from outside is
 * checked against its column's range before it reaches a query, which would otherwise fail.
 */
export const ID_COLUMN_MAX = {
  integer: 2_147_483_647,
  bigint: Number.MAX_SAFE_INTEGER,
} as const;
export type IdColumn = keyof typeof ID_COLUMN_MAX;

/** Permission strings carried in the session (SPEC §6). */
export const PERMISSIONS = {
  recommendationListAdd: 'influencers_recommendationList_add',
  recommendationListEdit: 'influencers_recommendationList_edit',
  /** Approve or reject reviews and comments. */
  moderate: 'editor_moderate',
  /** Write, schedule, publish and unpublish magazine posts; upload their images. */
  magazineEdit: 'editor_magazine',
  operator: 'operator_queues',
} as const;

/**
 * Custom-field areas the settings page shows (SPEC §3: fields are fetched per area_hash): every
 * user's profile. A shop's profile (logo, social links) belongs to the shop, in the dealer area.
 */
export const CUSTOM_FIELD_AREAS = {
  userProfile: 'user-profile',
} as const;
