import { recordProductView } from './history-api';
import { pushLocalHistory } from './local-history';

/** Records an opened game with the account (signed in and verified) or in this browser. */
export function recordView(productId: number, fromAccount: boolean): void {
  if (fromAccount) void recordProductView(productId).catch(() => undefined);
  else pushLocalHistory(productId);
}
