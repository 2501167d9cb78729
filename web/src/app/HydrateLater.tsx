import { memo, Suspense, type ComponentType } from 'react';

/**
 * A server-rendered component whose hydration may wait. React hydrates the page outside any
 * Suspense boundary in one uninterrupted task and each boundary afterwards at low priority, in
 * slices of a few milliseconds, so a long list or the footer no longer blocks the main thread
 * as one task (a click inside still hydrates its boundary at once). A boundary whose parent
 * renders again before it hydrated must hydrate at once, in one task: the InstantSearch widgets
 * render the list several times while they start. Hence the memo, with `same` for props that
 * are new objects of equal content at each render (search hits). Nothing here suspends.
 */
export function hydrateLater<Props extends object>(
  Component: ComponentType<Props>,
  same?: (before: Readonly<Props>, after: Readonly<Props>) => boolean,
) {
  function Later(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  Later.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return memo(Later, same);
}
