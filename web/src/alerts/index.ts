/* What other features may use of the alerts: the alert box of the game page. */
export { GameAlerts } from './GameAlerts';
