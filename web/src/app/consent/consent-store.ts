import { useSyncExternalStore } from 'react';
import {
  consentCookieIn,
  parseConsentCookie,
  PRODUCT_HISTORY_STORAGE_KEY,
  type ConsentChoice,
} from '@spielraum/schema';

/** The browser's consent: `null` until it chose (then nothing that needs consent runs). */
export type ConsentState = ConsentChoice | null;

const listeners = new Set<() => void>();
let settingsRequested = false;
let lastCookie: string | undefined | null = null;
let lastState: ConsentState = null;

function consentCookie(): string | undefined {
  return consentCookieIn(document.cookie);
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The consent the cookie holds. The cookie is the one record in the browser (the API sets it
 * with every logged choice), so a choice made in another tab counts here too; the parsed value
 * is kept while the cookie is unchanged, as `useSyncExternalStore` wants.
 */
export function currentConsent(): ConsentState {
  if (typeof document === 'undefined') return null;
  const cookie = consentCookie();
  if (cookie !== lastCookie) {
    lastCookie = cookie;
    const parsed = parseConsentCookie(cookie);
    lastState = parsed
      ? { history: parsed.history, analytics: parsed.analytics, social: parsed.social }
      : null;
  }
  return lastState;
}

/**
 * After the API logged a choice and set its cookie: what depends on consent follows it, and
 * what an option kept in this browser goes with its withdrawal (the API deletes the account's).
 */
export function applyConsent(choice: ConsentChoice): void {
  if (!choice.history) {
    try {
      localStorage.removeItem(PRODUCT_HISTORY_STORAGE_KEY);
    } catch {
      // nothing stored where storage is blocked
    }
  }
  settingsRequested = false;
  emit();
}

/** Opens the consent dialog again (the footer's "Cookie-Einstellungen"). */
export function openConsentSettings(): void {
  settingsRequested = true;
  emit();
}

/** Closes the reopened dialog without a new choice. */
export function closeConsentSettings(): void {
  settingsRequested = false;
  emit();
}

/**
 * The consent, for components: `undefined` while rendering on the server and hydrating (the
 * page is the same for everyone, so nothing that needs consent renders there), then the choice
 * or `null` before one was made.
 */
export function useConsent(): ConsentState | undefined {
  return useSyncExternalStore(subscribe, currentConsent, () => undefined);
}

/**
 * Whether the dialog shows: no choice yet, or the visitor asked for the settings. The server
 * knows from the request's cookie (`serverAsks`) and renders the dialog into the page, so a
 * first visitor reads it with the page's first paint; hydration reads the same cookie.
 */
export function useConsentDialogWanted(serverAsks = false): boolean {
  const wanted = () => settingsRequested || currentConsent() === null;
  return useSyncExternalStore(subscribe, wanted, () =>
    typeof document === 'undefined' ? serverAsks : currentConsent() === null,
  );
}

/** Whether the dialog was asked for from the footer (then it may be closed without a choice). */
export function settingsWereRequested(): boolean {
  return settingsRequested;
}
