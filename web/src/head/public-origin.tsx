import { createContext, useContext, type ReactNode } from 'react';

const PublicOriginContext = createContext<string>('');

/**
 * The public origin (PUBLIC_URL) for canonical URLs and Open Graph. The server passes its
 * configured value and writes it into the page (`<meta name="spielraum:origin">`), the browser
 * reads it from there, so server and client render the same absolute URLs.
 */
export function PublicOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <PublicOriginContext value={origin.replace(/\/+$/, '')}>{children}</PublicOriginContext>;
}

/** Absolute URL of a path on the public origin. */
export function usePublicUrl(): (path: string) => string {
  const origin = useContext(PublicOriginContext);
  return (path) => `${origin}${path}`;
}

/** Name of the meta element carrying the public origin to the browser. */
export const ORIGIN_META_NAME = 'spielraum:origin';
