import { PRODUCT_HISTORY_LIMIT, PRODUCT_HISTORY_STORAGE_KEY } from '@spielraum/schema';

/**
 * The product history of a browser without an account (only with the "Produktverlauf"
 * consent): product ids, newest first, in localStorage, never sent anywhere but as the ids of
 * the cards to show. A browser that blocks storage simply keeps none.
 */
export function readLocalHistory(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PRODUCT_HISTORY_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, PRODUCT_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}

export function pushLocalHistory(productId: number): void {
  try {
    const ids = [productId, ...readLocalHistory().filter((id) => id !== productId)];
    localStorage.setItem(PRODUCT_HISTORY_STORAGE_KEY, JSON.stringify(ids.slice(0, PRODUCT_HISTORY_LIMIT)));
  } catch {
    // storage full or blocked: the history is a convenience, the page works without it
  }
}

export function clearLocalHistory(): void {
  try {
    localStorage.removeItem(PRODUCT_HISTORY_STORAGE_KEY);
  } catch {
    // nothing stored where storage is blocked
  }
}
