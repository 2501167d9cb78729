import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, mailText, unsubscribeResponseSchema } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { createTestCatalogue, type TestCatalogue } from '@spielraum/indexer/testing';
import { TestInbox } from '../../accounts/test-inbox';
import { createApp } from '../../app';

describe(`one-click unsubscribe (${testMode()} mode)`, () => {
  let inbox: TestInbox;
  let app: ReturnType<typeof createApp>;
  let catalogue: TestCatalogue;
  let feeds = 0;
  const mia = randomUUID();
  const email = 'mia.abmelden@example.com';

  /** An offer feed for game 1 at `euros`, ingested by the indexer's job as production does. */
  async function offerGameOneAt(euros: string) {
    const jobId = `unsubscribe-feed-${++feeds}`;
    const path = join(inbox.platform.dataDir, `${jobId}.csv`);
    await writeFile(
      path,
      `id,title,link,price,gtin,brand,availability,shipping\nS-1,Spiel 1,https://test.example/1,${euros} EUR,${catalogue.gtin(1)},Testverlag,in_stock,DE:::0.00 EUR\n`,
    );
    await inbox.platform.queue.enqueue(
      'ingest-offer-feed',
      { dealerId: catalogue.dealerId, format: 'google_csv', full: false, source: { kind: 'file', path } },
      { jobId },
    );
    await inbox.platform.queue.drain(30_000);
  }

  const user = async () =>
    (await inbox.platform.database.db.select().from(t.users).where(eq(t.users.uuid, mia)))[0]!;
  const notifications = async () =>
    inbox.platform.database.db.select().from(t.notifications).where(eq(t.notifications.userUuid, mia));

  beforeAll(async () => {
    inbox = await TestInbox.start();
    app = createApp({ platform: inbox.platform });
    catalogue = await createTestCatalogue(inbox.platform.database, 2);
    await inbox.platform.database.db
      .insert(t.users)
      .values({ uuid: mia, email, displayName: 'Mia', verified: true, alertMail: 'immediately' });
    await inbox.platform.database.db.insert(t.alerts).values([
      { userUuid: mia, kind: 'price', productId: catalogue.productIds[0]!, desiredPriceCents: 2500 },
      { userUuid: mia, kind: 'news', newsType: 'magazine_tests' },
    ]);
    await offerGameOneAt('29.99');
  });
  afterAll(async () => {
    await inbox?.close();
  });

  it('stops alert mails after the one-click POST of the mail’s List-Unsubscribe address', async () => {
    await offerGameOneAt('24.99');
    const mails = await inbox.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Spiel 1: jetzt 24,99');
    const { secret } = await user().then((row) => ({ secret: row.unsubscribeToken }));
    const token = `alerts-${secret}`;
    // the footer links to the page that asks for the click; the header names the API address
    expect(mails[0]).toContain(`/unsubscribe/${token}`);
    if (testMode() === 'server') {
      // long header lines arrive folded (RFC 5322): unfolded, they read as sent
      const headers = mails[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <http://localhost:3000/api/unsubscribe/${token}/>`);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      // the stored copy keeps no usable link
      const [stored] = await inbox.platform.database.db
        .select()
        .from(t.mailOutbox)
        .where(eq(t.mailOutbox.to, email));
      expect(stored!.text).not.toContain(secret);
    }

    // a mail client posts as RFC 8058 says: no cookies, no anti-forgery pair
    const response = await app.request(`/api/unsubscribe/${token}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(unsubscribeResponseSchema.parse(await response.json())).toEqual({
      data: { kind: 'alerts', unsubscribed: true },
    });
    expect((await user()).alertMail).toBe('never');

    // the price rises above the threshold and falls below it again: a new crossing, no mail
    const before = (await notifications()).length;
    await offerGameOneAt('26.00');
    await offerGameOneAt('22.00');
    expect((await notifications()).length).toBe(before + 1);
    expect(await inbox.mailsTo(email)).toHaveLength(1);
  });

  it('changes nothing on GET, so a link scanner cannot unsubscribe', async () => {
    const token = `news-${(await user()).unsubscribeToken}`;
    const response = await app.request(`/api/unsubscribe/${token}/`);
    expect(response.status).toBe(200);
    expect(unsubscribeResponseSchema.parse(await response.json())).toEqual({
      data: { kind: 'news', unsubscribed: false },
    });
    const browser = await app.request(`/api/unsubscribe/${token}/`, { headers: { accept: 'text/html' } });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(`/unsubscribe/${token}`);
    const [news] = await inbox.platform.database.db.select().from(t.alerts).where(eq(t.alerts.kind, 'news'));
    expect(news!.paused).toBe(false);
  });

  it('pauses the news alerts with a news mail’s link and leaves the alert setting alone', async () => {
    await inbox.platform.database.db.update(t.users).set({ alertMail: 'daily' }).where(eq(t.users.uuid, mia));
    const token = `news-${(await user()).unsubscribeToken}`;
    const response = await app.request(`/api/unsubscribe/${token}/`, { method: 'POST' });
    expect(unsubscribeResponseSchema.parse(await response.json()).data).toEqual({
      kind: 'news',
      unsubscribed: true,
    });
    const alerts = await inbox.platform.database.db.select().from(t.alerts).where(eq(t.alerts.userUuid, mia));
    expect(alerts.map((alert) => [alert.kind, alert.paused])).toEqual(
      expect.arrayContaining([
        ['price', false],
        ['news', true],
      ]),
    );
    expect((await user()).alertMail).toBe('daily');
  });

  it('answers an unknown or malformed token with 404 and a German text', async () => {
    for (const token of [
      `alerts-${'0'.repeat(64)}`,
      'alerts-kaputt',
      `spam-${(await user()).unsubscribeToken}`,
    ]) {
      for (const method of ['GET', 'POST']) {
        const response = await app.request(`/api/unsubscribe/${token}/`, { method });
        expect(response.status).toBe(404);
        expect(apiErrorSchema.parse(await response.json()).message).toBe(mailText('unsubscribeInvalid'));
      }
    }
  });
});
