/*
 * The part of react-i18next this client uses, over the i18next stand-in (./i18next.ts); the
 * build aliases `react-i18next` here, the types still come from react-i18next itself.
 * `useTranslation()` gives `{ t, i18n, ready }` (also as a tuple) from the nearest
 * I18nextProvider or the instance initReactI18next registered, and re-renders when the
 * instance reports `languageChanged` or, with `react.bindI18nStore: 'added'`, new resources
 * (the lazily loaded English fallback).
 */
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18nLite, LitePlugin } from './i18next';

const I18nContext = createContext<I18nLite | null>(null);
let globalInstance: I18nLite | null = null;

/** Makes the instance the default of useTranslation (i18next's `use(initReactI18next)`). */
export const initReactI18next: LitePlugin = {
  type: '3rdParty',
  init(instance) {
    globalInstance = instance;
  },
};

/** Provides an instance to the components below. */
export function I18nextProvider({ i18n, children }: { i18n: I18nLite; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** Per instance: a counter that moves whenever its texts or language change, and who listens. */
const tracked = new WeakMap<I18nLite, { version: number; listeners: Set<() => void> }>();

function tracking(i18n: I18nLite) {
  let entry = tracked.get(i18n);
  if (!entry) {
    const state = { version: 0, listeners: new Set<() => void>() };
    const react = (i18n.options.react ?? {}) as { bindI18n?: string; bindI18nStore?: string };
    const events = [react.bindI18n ?? 'languageChanged', react.bindI18nStore ?? ''].join(' ').split(' ');
    for (const event of events.filter(Boolean))
      i18n.on(event, () => {
        state.version += 1;
        for (const listener of state.listeners) listener();
      });
    tracked.set(i18n, (entry = state));
  }
  return entry;
}

/** The translate function and the instance; re-renders the caller when texts or language change. */
export function useTranslation() {
  const provided = use(I18nContext);
  const i18n = provided ?? globalInstance;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider or initReactI18next');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const { listeners } = tracking(i18n);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    [i18n],
  );
  const version = useSyncExternalStore(
    subscribe,
    () => tracking(i18n).version,
    () => tracking(i18n).version,
  );
  return useMemo(() => {
    // a new function after every change, so memoised children see the new texts
    const t: I18nLite['t'] = (keys, options) => i18n.t(keys, options);
    const result = [t, i18n, true] as const;
    return Object.assign(result, { t, i18n, ready: true, version });
  }, [i18n, version]);
}
