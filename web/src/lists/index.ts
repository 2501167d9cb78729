/*
 * What other features may use of the lists: the actions a game card or the game page shows,
 * and the switches and refreshes of the game list. Everything else in this folder is the
 * lists' own.
 */
export { GameCardActions } from './GameCardActions';
export { GamePageActions } from './GamePageActions';
export { RefreshOnIgnore } from './RefreshOnIgnore';
export { ShowIgnoredSwitch } from './ShowIgnoredSwitch';
