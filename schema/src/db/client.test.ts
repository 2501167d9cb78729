import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode, type TestDatabase } from '../testing/database';
import { feedStagingOffers } from './commerce';

describe(`database handle (${testMode()} mode)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('bulk-loads rows with COPY, escaping tabs, newlines, backslashes and nulls', async () => {
    const tricky = 'Tab\there, line\nbreak, back\\slash, \\N literal, Würfel ß';
    async function* rows() {
      for (let i = 0; i < 120_001; i++) {
        yield [
          7,
          i + 1,
          `sku-${i}`,
          i === 0 ? tricky : `Spiel ${i}`,
          'https://x.example',
          1000 + i,
          null,
          i % 2 ? 495 : null,
          'is_available',
          'new',
        ];
      }
    }
    const loaded = await database.copyInto(
      'feed_staging_offers',
      [
        'feed_run_id',
        'line',
        'sku',
        'title',
        'url',
        'price_cents',
        'former_price_cents',
        'shipping_cents',
        'availability',
        'condition',
      ],
      rows(),
    );
    expect(loaded).toBe(120_001);
    const [first] = await database.db
      .select()
      .from(feedStagingOffers)
      .where(sql`${feedStagingOffers.line} = 1`);
    expect(first).toMatchObject({
      title: tricky,
      formerPriceCents: null,
      shippingCents: null,
      priceCents: 1000,
    });
    const [count] = await database.query<{ n: number }>(
      sql`select count(*)::int as n, sum(price_cents)::bigint as s from feed_staging_offers`,
    );
    expect(count?.n).toBe(120_001);
  });

  it('refuses identifiers that are not plain names', async () => {
    await expect(database.copyInto('feed_staging_offers; drop table users', ['line'], [])).rejects.toThrow(
      /invalid identifier/,
    );
  });

  it('COPYs inside a transaction, into its temporary tables, and rolls the rows back with it', async () => {
    const columns = [
      'feed_run_id',
      'line',
      'sku',
      'title',
      'url',
      'price_cents',
      'availability',
      'condition',
    ];
    const row = (line: number) => [
      9,
      line,
      `t-${line}`,
      'Spiel',
      'https://x.example',
      100,
      'is_available',
      'new',
    ];
    const staged = await database.transaction(async (tx) => {
      await tx.query(sql`create temp table copied (like feed_staging_offers) on commit drop`);
      const loaded = await tx.copyInto('copied', columns, [row(1), row(2), row(3)]);
      await tx.copyInto('feed_staging_offers', columns, [row(4)]);
      const [count] = await tx.query<{ n: number }>(sql`select count(*)::int as n from copied`);
      return { loaded, n: count?.n };
    });
    expect(staged).toEqual({ loaded: 3, n: 3 });
    await expect(
      database.transaction(async (tx) => {
        await tx.copyInto('feed_staging_offers', columns, [row(5), row(6)]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const kept = await database.query<{ line: number }>(
      sql`select line from feed_staging_offers where feed_run_id = 9 order by line`,
    );
    expect(kept.map((r) => r.line)).toEqual([4]);
  });

  it('rolls a transaction back as a whole', async () => {
    await expect(
      database.transaction(async (tx) => {
        await tx.query(
          sql`insert into contact_messages (name_from, email_from, message) values ('A', 'a@example.com', 'x')`,
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const [row] = await database.query<{ n: number }>(sql`select count(*)::int as n from contact_messages`);
    expect(row?.n).toBe(0);
  });
});
