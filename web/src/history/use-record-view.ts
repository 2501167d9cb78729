import { useEffect } from 'react';
import { useConsent } from '../app/consent/consent-store';
import { useSession } from '../app/session';
import { recordView } from './record-view';

/**
 * Records the opened game in the product history, only with the "Produktverlauf" consent: with
 * the account when signed in and verified, else in this browser. Runs in the browser after the
 * page showed, and again when the consent is given on this page; a failure costs the visitor
 * nothing.
 */
export function useRecordView(productId: number): void {
  const { user } = useSession();
  const fromAccount = Boolean(user?.verified);
  const allowed = Boolean(useConsent()?.history);
  useEffect(() => {
    if (allowed) recordView(productId, fromAccount);
  }, [productId, fromAccount, allowed]);
}
