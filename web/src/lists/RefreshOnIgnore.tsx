import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { IGNORED_CHANGED_EVENT } from './ignored-event';

/**
 * Inside a game search: runs the search again (without its cache) when the user ignores or
 * un-ignores a game, so an ignored game leaves the hits and the facet counts at once.
 */
export function RefreshOnIgnore() {
  const { refresh } = useInstantSearch();
  useEffect(() => {
    window.addEventListener(IGNORED_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(IGNORED_CHANGED_EVENT, refresh);
  }, [refresh]);
  return null;
}
