import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions of list URLs (path and query) in this tab, for the way back from a game. */
const positions = new Map<string, number>();

// useLayoutEffect warns when rendered on a server; there is no scroll position to keep there
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps the scroll position of each list URL and restores it when the user comes back with the
 * browser's back button. The router's ScrollRestoration runs before the hits have arrived, when
 * the page is still too short to scroll to the old place; this waits for `hitsShown`.
 *
 * The position is taken when the list leaves a URL (another search, or a game opened), in a
 * layout-effect cleanup: that runs before the next page is laid out and scrolled. Listening to
 * scroll events instead picked up the scroll the way back itself causes: when the game page had
 * been scrolled (sorting its price table scrolls the table into view), the short list that
 * replaces it clamps the window's scroll position to the top, and that scroll event overwrote the
 * list's remembered position before it could be restored.
 */
export function useListScrollMemory(hitsShown: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${location.pathname}${location.search}`;
  const restoredFor = useRef<string | null>(null);

  useClientLayoutEffect(() => {
    // Coming back, the remembered position waits for the hits; leaving before they arrived (or
    // StrictMode's trial unmount) must not replace it with the scroll of the half-built page.
    const restorePending = navigationType === 'POP' && positions.has(key);
    return () => {
      if (restorePending && restoredFor.current !== key) return;
      positions.set(key, window.scrollY);
    };
  }, [key, navigationType]);

  useEffect(() => {
    if (!hitsShown || navigationType !== 'POP' || restoredFor.current === key) return;
    restoredFor.current = key;
    const saved = positions.get(key);
    if (saved === undefined || saved === 0) return;
    const frame = window.requestAnimationFrame(() => window.scrollTo({ top: saved }));
    return () => window.cancelAnimationFrame(frame);
  }, [hitsShown, navigationType, key]);
}
