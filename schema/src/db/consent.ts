import { bigint, boolean, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * Every consent choice made in the cookie dialog, as proof of what a browser agreed to and when
 * (GDPR Art. 7(1)): the random id its consent cookie carries, never an account, an IP address
 * or a browser fingerprint. Kept `CONSENT_LOG_RETENTION_DAYS`.
 */
export const consentLog = pgTable(
  'consent_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    consentId: uuid().notNull(),
    /** The version of the dialog's texts the choice was made under (`CONSENT_VERSION`). */
    version: integer().notNull(),
    history: boolean().notNull(),
    analytics: boolean().notNull(),
    social: boolean().notNull(),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [
    index('consent_log_consent_idx').on(t.consentId, t.createdAt),
    index('consent_log_created_idx').on(t.createdAt),
  ],
);
