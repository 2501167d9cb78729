import { memo, Suspense, use, type ComponentType, type ReactNode } from 'react';

export interface HydrateLaterOptions<Props> {
  /** Props that are new objects of equal content at each render (search hits). */
  same?: (before: Readonly<Props>, after: Readonly<Props>) => boolean;
  /**
   * A media query outside which the component is hidden by CSS (the desktop filter column):
   * there the browser leaves its server HTML alone and hydrates it once the query matches.
   */
  media?: string;
}

const mediaWaits = new Map<string, Promise<void>>();

/** Resolves once `query` matches (kept per query, as `use` wants the same promise again). */
function mediaMatches(query: string): Promise<void> {
  let wait = mediaWaits.get(query);
  if (!wait) {
    const list = window.matchMedia(query);
    wait = new Promise((resolve) => {
      const onChange = () => {
        if (!list.matches) return;
        list.removeEventListener('change', onChange);
        resolve();
      };
      list.addEventListener('change', onChange);
    });
    mediaWaits.set(query, wait);
  }
  return wait;
}

/** Renders its children only where `query` matches; the server, which cannot tell, always does. */
function MediaGate({ query, children }: { query: string; children: ReactNode }) {
  if (typeof window !== 'undefined' && !window.matchMedia(query).matches) use(mediaMatches(query));
  return children;
}

/**
 * A server-rendered component whose hydration may wait. React hydrates the page in slices of a
 * few milliseconds (main.tsx hydrates in a transition), and each Suspense boundary after the
 * rest, at low priority, so a long list or the footer does not delay the header and the
 * list's controls (a click inside still hydrates its boundary at once). A boundary whose parent
 * renders again before it hydrated must hydrate at once: the InstantSearch widgets render the
 * list several times while they start. Hence the memo, with `same` for props of equal content.
 * With `media`, a component hidden by CSS outside that query is not hydrated there at all.
 */
export function hydrateLater<Props extends object>(
  Component: ComponentType<Props>,
  { same, media }: HydrateLaterOptions<Props> = {},
) {
  function Later(props: Props) {
    const content = <Component {...props} />;
    return (
      <Suspense fallback={null}>{media ? <MediaGate query={media}>{content}</MediaGate> : content}</Suspense>
    );
  }
  Later.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return memo(Later, same);
}
