import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dealers } from './commerce';
import { timestamps, utc } from './columns';
import { customFieldTypeEnum, mailDigestEnum, tokenPurposeEnum, userTypeEnum } from './enums';

/** Selectable avatars, identified by a hash (`avatar_id`) as SPEC §3 says. */
export const systemAvatars = pgTable('system_avatars', {
  avatarId: text().primaryKey(),
  label: text().notNull(),
  storageKey: text().notNull(),
  position: integer().notNull().default(0),
});

/**
 * A person with an account. `permissions` holds strings such as
 * `influencers_recommendationList_add`; `userType` tells shop/dealer accounts apart.
 */
export const users = pgTable(
  'users',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    /** scrypt hash; null for accounts that only sign in through Google or Facebook. */
    passwordHash: text(),
    displayName: text().notNull(),
    verified: boolean().notNull().default(false),
    avatarId: text().references(() => systemAvatars.avatarId, { onDelete: 'set null' }),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userType: userTypeEnum().notNull().default('user'),
    alertMail: mailDigestEnum().notNull().default('immediately'),
    locale: text().notNull().default('de'),
    /**
     * The secret of the one-click unsubscribe links in alert and news mails (RFC 8058). Random
     * per user rather than an HMAC, because the indexer worker that writes those mails holds no
     * secret of the API; 244 random bits from two v4 UUIDs, made by the database for old rows too.
     */
    unsubscribeToken: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /**
     * Dealers the user excluded ("Händler ausschließen"): their offers count neither for the
     * user's alerts nor for the best price and basket shown to the user. An array on the user
     * row, so the session answers it without another query; ids of dealers deleted later are
     * harmless (they match no offer).
     */
    excludedDealerIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    lastLoginAt: utc(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    /** The alert evaluation reads the few users with exclusions only. */
    index('users_excluded_dealers_idx')
      .on(t.uuid)
      .where(sql`cardinality(${t.excludedDealerIds}) > 0`),
    uniqueIndex('users_unsubscribe_token_idx').on(t.unsubscribeToken),
  ],
);

/**
 * Which shops a dealer account may manage: one account may serve several shops and a shop
 * several people. The one source of a user's shops (SPEC §6 shop/dealer user type).
 */
export const dealerMembers = pgTable(
  'dealer_members',
  {
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.userUuid] }), index('dealer_members_user_idx').on(t.userUuid)],
);

/** Sign-in through Google or Facebook. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text().notNull(),
    providerUserId: text().notNull(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] })],
);

/**
 * A session; `idHash` is the SHA-256 of the cookie value so a database leak reveals no
 * usable session. `persistent` marks "stay logged in".
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    persistent: boolean().notNull().default(false),
    expiresAt: utc().notNull(),
    lastSeenAt: utc().notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userUuid)],
);

/** Verification, password-reset and deletion tokens: stored hashed, single-use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text().primaryKey(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum().notNull(),
    expiresAt: utc().notNull(),
    usedAt: utc(),
    ...timestamps,
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userUuid, t.purpose)],
);

export const customFieldAreas = pgTable('custom_field_areas', {
  areaHash: text().primaryKey(),
  name: text().notNull(),
});

export const customFieldDefinitions = pgTable(
  'custom_field_definitions',
  {
    fieldHash: text().primaryKey(),
    areaHash: text()
      .notNull()
      .references(() => customFieldAreas.areaHash, { onDelete: 'cascade' }),
    label: text().notNull(),
    labelEn: text(),
    type: customFieldTypeEnum().notNull(),
    required: boolean().notNull().default(false),
    maxLength: integer(),
    position: integer().notNull().default(0),
  },
  (t) => [index('custom_field_definitions_area_idx').on(t.areaHash)],
);

export const customFieldValues = pgTable(
  'custom_field_values',
  {
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    fieldHash: text()
      .notNull()
      .references(() => customFieldDefinitions.fieldHash, { onDelete: 'cascade' }),
    value: text(),
    /** Key of an uploaded logo in the file store. */
    fileKey: text(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.fieldHash] })],
);
