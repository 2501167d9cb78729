import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions of list URLs (path and query) in this tab, for the way back from a game. */
const positions = new Map<string, number>();
const LIST_PATH = /^\/games(\/[^/]+)?\/?$/;

/**
 * Keeps the scroll position of each list URL and restores it when the user comes back with the
 * browser's back button. The router's ScrollRestoration runs before the hits have arrived, when
 * the page is still too short to scroll to the old place; this waits for `hitsShown`.
 */
export function useListScrollMemory(hitsShown: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${location.pathname}${location.search}`;
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    const remember = () => {
      // A scroll event may arrive after the game page replaced the list: not the list's position.
      if (!LIST_PATH.test(window.location.pathname)) return;
      positions.set(`${window.location.pathname}${window.location.search}`, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useEffect(() => {
    if (!hitsShown || navigationType !== 'POP' || restoredFor.current === key) return;
    restoredFor.current = key;
    const saved = positions.get(key);
    if (saved === undefined || saved === 0) return;
    const frame = window.requestAnimationFrame(() => window.scrollTo({ top: saved }));
    return () => window.cancelAnimationFrame(frame);
  }, [hitsShown, navigationType, key]);
}
