import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '../app/consent/consent-store';
import type * as Tracker from './tracker';

let tracker: Promise<typeof Tracker> | undefined;

/**
 * The web analytics on every page, only with the "Web-Analyse" consent: loads the tracker then
 * (never before) and reports each page the visitor opens; a withdrawn consent stops it. Part of
 * every page's first JavaScript, so it stays these few lines.
 */
export function AnalyticsHost() {
  const allowed = useConsent()?.analytics;
  const { pathname } = useLocation();
  useEffect(() => {
    if (allowed)
      void (tracker ??= import('./tracker')).then(
        (loaded) => loaded.trackPageView(pathname),
        // the chunk did not arrive: the next page tries again
        () => (tracker = undefined),
      );
    else void tracker?.then((loaded) => loaded.stopTracking());
  }, [allowed, pathname]);
  return null;
}
