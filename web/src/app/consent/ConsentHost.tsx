import { createContext, lazy, Suspense, use, type ComponentType } from 'react';
import { currentConsent, useConsentDialogWanted } from './consent-store';

// the dialog (Mantine's modal, focus trap and its texts) loads only for a browser that has not
// chosen yet or asks for the settings: a returning visitor's pages carry none of it
const loadDialog = () => import('./ConsentDialog');
// at a first visit its module loads beside the page's instead of after hydration: the dialog is
// the first thing such a visitor reads
if (typeof document !== 'undefined' && currentConsent() === null) void loadDialog();
const LazyConsentDialog = lazy(async () => ({ default: (await loadDialog()).ConsentDialog }));

/**
 * The server's part (entry-server.tsx): whether the request's cookie holds no choice yet, and
 * the dialog itself, imported there directly so it renders into the page's HTML.
 */
export interface ServerConsent {
  asks: boolean;
  Dialog: ComponentType;
}

export const ServerConsentContext = createContext<ServerConsent | null>(null);

/**
 * Shows the cookie-consent dialog at the first visit and when reopened from the footer. At a
 * first visit the server renders it with the page; the browser's module takes it over when it
 * has loaded (the Suspense boundary keeps the server's markup until then).
 */
export function ConsentHost() {
  const server = use(ServerConsentContext);
  const wanted = useConsentDialogWanted(server?.asks);
  if (!wanted) return null;
  const Dialog = server?.Dialog ?? LazyConsentDialog;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
