/**
 * The window event a page fires after a game was ignored or the ignore undone, so a mounted
 * search runs again (RefreshOnIgnore). Its own module: the game cards and the game page import
 * it without lists-api.ts and its zod contracts (game page JS budget, issue 5).
 */
export const IGNORED_CHANGED_EVENT = 'spielraum:ignored-changed';
