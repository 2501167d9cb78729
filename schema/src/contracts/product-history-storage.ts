/*
 * The product history's limits, without zod: the game page's first JavaScript records views
 * with them, and zod loads only with forms.
 */

/** Games kept in a product history (signed in: per account; otherwise in the browser). */
export const PRODUCT_HISTORY_LIMIT = 50;

/** Where a browser without an account keeps its product history (only with the consent): product ids, newest first. */
export const PRODUCT_HISTORY_STORAGE_KEY = 'spielraum_history';
