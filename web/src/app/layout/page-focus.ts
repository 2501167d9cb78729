import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Id of the <main> landmark the skip link jumps to and the focus moves to after a navigation. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a page may take to show its heading (a lazy part still loading) before we give up. */
const HEADING_WAIT_MS = 3_000;

function mainElement(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID);
}

/**
 * Puts the keyboard focus on the page's main heading (made focusable for this, not in the tab
 * order) so a screen reader reads it and the next Tab starts at the top of the page's content.
 * Without a heading the <main> landmark takes the focus. Returns false when there is no <main>.
 */
export function focusPageHeading(): boolean {
  const main = mainElement();
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) {
    main.focus({ preventScroll: true });
    return true;
  }
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Moves the focus to the new page's heading after a client-side navigation, the way a page load
 * puts a screen reader at the top of the new document. Focus on the <h1> (and not only a live
 * region saying the title) because NVDA, JAWS and VoiceOver all read a focused heading at once,
 * and the next Tab continues in the new page instead of in the link that is gone; saying the
 * title in a live region as well would talk over the heading. Only pages without a heading have
 * their title announced (the returned text for a polite live region), with the focus on <main>.
 *
 * Left alone: the first load (the browser handles it), a change of the query string or hash only
 * (filtering or paging a list must not take the focus from the filter), and a navigation whose
 * focused element inside <main> is still there afterwards (a filter, a tab that changes the path).
 */
export function useFocusOnNavigation(): string {
  const location = useLocation();
  const previousPath = useRef(location.pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    const main = mainElement();
    const focused = document.activeElement;
    if (main && focused instanceof HTMLElement && focused !== main && main.contains(focused)) return;

    // a lazy part of the new page (the game list's search) may show its heading a moment later
    const startedAt = performance.now();
    let frame = 0;
    const tryFocus = () => {
      const current = document.activeElement;
      // the page itself or the user took the focus meanwhile: leave it there
      if (current !== focused && current !== document.body && current !== null) return;
      const heading = mainElement()?.querySelector('h1');
      if (heading || performance.now() - startedAt > HEADING_WAIT_MS) {
        focusPageHeading();
        setAnnouncement(heading ? '' : document.title);
        return;
      }
      frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  return announcement;
}
