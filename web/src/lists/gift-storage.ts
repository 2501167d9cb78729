/**
 * The gift reservations this browser made, with their undo secrets, in localStorage: the shared
 * page shows "Von dir reserviert" by them and offers the undo link. Kept only here (the server
 * stores a hash of each secret), so the visitor needs no account; a browser that blocks storage
 * still gets the undo link shown once.
 */
const STORAGE_KEY = 'spielraum_gift_reservations';

/** One reservation of this browser: the reservation's public id and the secret that undoes it. */
export interface StoredGift {
  id: string;
  secret: string;
}

type StoredGifts = Record<string, Record<string, StoredGift>>;

const SECRET = /^[A-Za-z0-9_-]{43}$/;

function readAll(): StoredGifts {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as StoredGifts) : {};
  } catch {
    return {};
  }
}

/** Fired on `window` when this tab changed the stored reservations (other tabs get `storage`). */
const CHANGED_EVENT = 'spielraum:gift-reservations';

function writeAll(gifts: StoredGifts): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(gifts));
  } catch {
    // storage full or blocked: the undo link on the page still works
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** For `useSyncExternalStore`: calls back when this or another tab changed the stored reservations. */
export function subscribeToStoredGifts(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored reservations as their raw text: a snapshot that only changes when they do. */
export function storedGiftsSnapshot(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** This browser's reservations on the list shared under `hash`, by product id. */
export function readStoredGifts(hash: string): Map<number, StoredGift> {
  const list = readAll()[hash];
  const gifts = new Map<number, StoredGift>();
  if (!list || typeof list !== 'object') return gifts;
  for (const [productId, gift] of Object.entries(list)) {
    if (gift && typeof gift.id === 'string' && typeof gift.secret === 'string' && SECRET.test(gift.secret))
      gifts.set(Number(productId), { id: gift.id, secret: gift.secret });
  }
  return gifts;
}

export function storeGift(hash: string, productId: number, gift: StoredGift): void {
  const all = readAll();
  all[hash] = { ...all[hash], [productId]: gift };
  writeAll(all);
}

export function forgetGift(hash: string, productId: number): void {
  const all = readAll();
  const list = all[hash];
  if (!list) return;
  delete list[productId];
  if (Object.keys(list).length === 0) delete all[hash];
  writeAll(all);
}

const UNDO_FRAGMENT = /^#reservierung-aufheben=(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The undo link of a reservation: the shared page's address with product and secret in the
 * fragment, which browsers never send to a server, so the secret stays out of logs.
 */
export function undoLink(pageUrl: string, productId: number, secret: string): string {
  return `${pageUrl}#reservierung-aufheben=${productId}.${secret}`;
}

/** Product and secret of an undo link's fragment, or null when `fragment` is none. */
export function parseUndoFragment(fragment: string): { productId: number; secret: string } | null {
  const match = UNDO_FRAGMENT.exec(fragment);
  if (!match?.[1] || !match[2]) return null;
  return { productId: Number(match[1]), secret: match[2] };
}
