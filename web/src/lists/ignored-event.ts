/**
 * The window event a page fires after a game was ignored or the ignore undone, so a mounted
 * search runs again (RefreshOnIgnore). Its own module: the game cards and the game page import
 * it without lists-api.ts and its zod contracts (the game page must stay within 170 KB of JavaScript).
 */
export const IGNORED_CHANGED_EVENT = 'spielraum:ignored-changed';
