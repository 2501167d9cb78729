import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A width query (`(min-width: 48em)`, `(max-width: 30em)`) against jsdom's window width. */
function widthMatches(query: string): boolean | undefined {
  const width = /\((min|max)-width:\s*([\d.]+)(em|px)\)/.exec(query);
  if (!width) return undefined;
  const pixels = Number(width[2]) * (width[3] === 'em' ? 16 : 1);
  return width[1] === 'min' ? window.innerWidth >= pixels : window.innerWidth <= pixels;
}

// jsdom lacks the layout APIs Mantine and ScrollRestoration call. Reduced motion is reported
// as wanted: jsdom fires no transitionend, so Mantine's collapse animations would never finish.
// Width queries answer for jsdom's window (1024 px wide: a desktop).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: widthMatches(query) ?? query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
// Mantine's comboboxes scroll the chosen option into view a moment after a choice
Element.prototype.scrollIntoView ??= () => {};

// Pages wait for their loaders and lazy route modules; on a busy machine (the test suites of
// both modes run side by side) that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

// Every page asks for cookie consent until a choice is stored; the pages' own tests start
// with one made (all declined), the consent tests remove it.
export const DECLINED_CONSENT = '1.000.00000000-0000-4000-8000-000000000000';
beforeEach(() => {
  document.cookie = `spielraum_consent=${DECLINED_CONSENT}; path=/`;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
