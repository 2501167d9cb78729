import { lazy, Suspense } from 'react';
import { currentConsent, useConsentDialogWanted } from './consent-store';

// the dialog (Mantine's modal, focus trap and its texts) loads only for a browser that has not
// chosen yet or asks for the settings: a returning visitor's pages carry none of it
const loadDialog = () => import('./ConsentDialog');
// at a first visit its module loads beside the page's instead of after hydration: the dialog is
// the first thing such a visitor reads
if (typeof document !== 'undefined' && currentConsent() === null) void loadDialog();
const ConsentDialog = lazy(async () => ({ default: (await loadDialog()).ConsentDialog }));

/** Shows the cookie-consent dialog at the first visit and when reopened from the footer. */
export function ConsentHost() {
  const wanted = useConsentDialogWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog />
    </Suspense>
  );
}
