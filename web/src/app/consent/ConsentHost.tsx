import { lazy, Suspense } from 'react';
import { useConsentDialogWanted } from './consent-store';

// the dialog (Mantine's modal, focus trap and its texts) loads only for a browser that has not
// chosen yet or asks for the settings: a returning visitor's pages carry none of it
const ConsentDialog = lazy(async () => ({ default: (await import('./ConsentDialog')).ConsentDialog }));

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
