import { randomUUID } from 'node:crypto';
import { CONSENT_VERSION, type ConsentChoice } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { consentLog } from '@spielraum/schema/db';

/**
 * Logs a consent choice under the browser's consent id (a new random one for a first choice)
 * and answers the id the cookie keeps carrying. Withdrawing is a choice like any other: a new
 * row, so the log shows both.
 */
export async function recordConsent({
  db,
  consentId,
  choice,
}: {
  db: Database;
  consentId: string | null;
  choice: ConsentChoice;
}): Promise<string> {
  const id = consentId ?? randomUUID();
  await db.insert(consentLog).values({
    consentId: id,
    version: CONSENT_VERSION,
    history: choice.history,
    analytics: choice.analytics,
    social: choice.social,
  });
  return id;
}
