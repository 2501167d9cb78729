import { lazy, Suspense } from 'react';
import { useConsent } from '../app/consent/consent-store';

// loaded only for visitors who allowed the product history: the game page's first JavaScript
// stays without it
const RecentlyViewed = lazy(async () => ({ default: (await import('./RecentlyViewed')).RecentlyViewed }));

/** "Zuletzt angesehen" where the visitor allowed the product history, nothing otherwise. */
export function RecentlyViewedSlot({ excludeId }: { excludeId?: number }) {
  const consent = useConsent();
  if (!consent?.history) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed excludeId={excludeId} />
    </Suspense>
  );
}
