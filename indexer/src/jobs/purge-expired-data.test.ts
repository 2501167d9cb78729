import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '../testing/platform';
import { purgeExpiredData, purgeOldAnalytics } from './purge-expired-data';

describe(`purge of expired personal data (${testMode()} mode)`, () => {
  let platform: Platform;
  const now = new Date('2026-11-25T03:30:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('deletes contact messages after 180 days, consent choices after 3 years, mail copies after 90, ended sessions and links, import previews after a day, nothing younger', async () => {
    const { db } = platform.database;
    await db.insert(t.contactMessages).values([
      {
        nameFrom: 'Alt',
        emailFrom: 'alt@example.com',
        message: 'eine alte Nachricht',
        createdAt: daysAgo(181),
      },
      {
        nameFrom: 'Neu',
        emailFrom: 'neu@example.com',
        message: 'eine neue Nachricht',
        createdAt: daysAgo(179),
      },
    ]);
    await db.insert(t.mailOutbox).values([
      { to: 'alt@example.com', subject: 'alt', text: 'alt', createdAt: daysAgo(91) },
      { to: 'neu@example.com', subject: 'neu', text: 'neu', createdAt: daysAgo(89) },
    ]);
    await db.insert(t.consentLog).values([
      {
        consentId: '00000000-0000-4000-8000-000000000001',
        version: 1,
        history: true,
        analytics: false,
        social: false,
        createdAt: daysAgo(3 * 365 + 1),
      },
      {
        consentId: '00000000-0000-4000-8000-000000000002',
        version: 1,
        history: false,
        analytics: true,
        social: false,
        createdAt: daysAgo(3 * 365 - 1),
      },
    ]);
    const [user] = await db
      .insert(t.users)
      .values({ email: 'purge@example.com', displayName: 'Purge', verified: true })
      .returning();
    await db.insert(t.sessions).values([
      { idHash: 'ended', userUuid: user!.uuid, expiresAt: daysAgo(1) },
      { idHash: 'running', userUuid: user!.uuid, expiresAt: daysAgo(-1) },
    ]);
    await db.insert(t.oneTimeTokens).values([
      { tokenHash: 'ended', userUuid: user!.uuid, purpose: 'verification', expiresAt: daysAgo(1) },
      { tokenHash: 'running', userUuid: user!.uuid, purpose: 'password_reset', expiresAt: daysAgo(-1) },
    ]);
    await db.insert(t.bggImportPreviews).values([
      {
        userUuid: user!.uuid,
        fileName: 'alt.csv',
        content: {},
        createdAt: new Date(now.getTime() - 25 * 3600_000),
      },
      {
        userUuid: user!.uuid,
        fileName: 'neu.csv',
        content: {},
        createdAt: new Date(now.getTime() - 23 * 3600_000),
      },
    ]);

    expect(await purgeExpiredData(platform.database, now)).toEqual({
      contactMessages: 1,
      consents: 1,
      mails: 1,
      sessions: 1,
      links: 1,
      bggPreviews: 1,
    });
    const left = async (table: string, column: string) =>
      (
        await platform.database.query<{ value: string }>(
          sql`select ${sql.raw(column)}::text as value from ${sql.raw(table)} order by 1`,
        )
      ).map((row) => row.value);
    expect(await left('contact_messages', 'name_from')).toEqual(['Neu']);
    expect(await left('mail_outbox', 'subject')).toEqual(['neu']);
    expect(await left('consent_log', 'consent_id')).toEqual(['00000000-0000-4000-8000-000000000002']);
    expect(await left('sessions', 'id_hash')).toEqual(['running']);
    expect(await left('one_time_tokens', 'token_hash')).toEqual(['running']);
    expect(await left('bgg_import_previews', 'file_name')).toEqual(['neu.csv']);
    // a second run finds nothing more
    expect(Object.values(await purgeExpiredData(platform.database, now))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('deletes the analytics sums of Berlin days older than 25 months, nothing younger', async () => {
    const { db } = platform.database;
    await db
      .insert(t.productGroups)
      .values({ id: 3, slug: 'brettspiele', title: 'Brettspiele' })
      .onConflictDoNothing();
    const [product] = await db
      .insert(t.products)
      .values({ slug: 'alt', title: 'Alt', groupId: 3 })
      .returning();
    const [dealer] = await db
      .insert(t.dealers)
      .values({ slug: 'alt', name: 'Alt', website: 'https://alt.example', shippingCostDeCents: 0 })
      .returning();
    // now is 2026-11-25 04:30 in Berlin: 2024-10-25 is the oldest day kept
    for (const day of ['2024-10-24', '2024-10-25']) {
      await db.insert(t.analyticsPageViews).values({ day, page: 'start', views: 3 });
      await db
        .insert(t.analyticsClickOuts)
        .values({ day, productId: product!.id, dealerId: dealer!.id, clicks: 1 });
    }
    expect(await purgeOldAnalytics(platform.database, now)).toEqual({ pageViews: 1, clickOuts: 1 });
    const days = await platform.database.query<{ day: string }>(
      sql`select day::text as day from analytics_page_views union all select day::text from analytics_click_outs`,
    );
    expect(days.map((row) => row.day)).toEqual(['2024-10-25', '2024-10-25']);
  });
});
