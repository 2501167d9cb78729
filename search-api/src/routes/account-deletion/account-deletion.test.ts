import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { apiErrorSchema, sessionResponseSchema } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { FORMER_MEMBER_NAME } from '../../accounts/delete-account';
import { TestInbox } from '../../accounts/test-inbox';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`account deletion and product history (${testMode()} mode)`, () => {
  let inbox: TestInbox;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    inbox = await TestInbox.start();
    app = createApp({ platform: inbox.platform });
    const { db } = inbox.platform.database;
    await db.insert(t.products).values([
      { id: 1, slug: 'catan', title: 'Catan', groupId: 3 },
      { id: 2, slug: 'azul', title: 'Azul', groupId: 3 },
    ]);
    await db.insert(t.customFieldAreas).values({ areaHash: 'area-shop', name: 'Shop' });
    await db
      .insert(t.customFieldDefinitions)
      .values({ fieldHash: 'field-logo', areaHash: 'area-shop', label: 'Logo', type: 'logo' });
  });
  afterAll(async () => {
    await inbox?.close();
  });

  async function userWithData(email: string) {
    const { db } = inbox.platform.database;
    const user = await createTestUser(db, { email, password: 'richtig-geheim' });
    const [list] = await db
      .insert(t.userLists)
      .values({ userUuid: user.uuid, kind: 'wishlist', name: 'Weihnachten' })
      .returning();
    await db.insert(t.userListItems).values({ listId: list!.id, productId: 1 });
    await db.insert(t.ignoredProducts).values({ userUuid: user.uuid, productId: 2 });
    const [alert] = await db
      .insert(t.alerts)
      .values({ userUuid: user.uuid, kind: 'price', productId: 1, desiredPriceCents: 2000 })
      .returning();
    await db.insert(t.notifications).values({
      userUuid: user.uuid,
      alertId: alert!.id,
      type: 'price',
      name: 'Catan',
      dedupeKey: `n-${user.uuid}`,
    });
    await db.insert(t.productViews).values([
      { userUuid: user.uuid, productId: 1 },
      { userUuid: user.uuid, productId: 2 },
    ]);
    await db.insert(t.reviews).values([
      {
        productId: 1,
        userUuid: user.uuid,
        authorName: 'Rita R.',
        title: 'Toll',
        rating: 5,
        text: 'Sehr gut',
        status: 'published',
      },
      {
        productId: 2,
        userUuid: user.uuid,
        authorName: 'Rita R.',
        title: 'Offen',
        rating: 3,
        text: 'Noch in Prüfung',
      },
    ]);
    await db.insert(t.comments).values([
      {
        targetType: 'magazine_post',
        targetId: 1,
        userUuid: user.uuid,
        authorName: 'Rita R.',
        text: 'Danke!',
        status: 'published',
      },
      {
        targetType: 'magazine_post',
        targetId: 1,
        userUuid: user.uuid,
        authorName: 'Rita R.',
        text: 'Wartet noch',
      },
    ]);
    await inbox.platform.files.put(`logos/${user.uuid}`, 'png', 'image/png');
    await db
      .insert(t.customFieldValues)
      .values({ userUuid: user.uuid, fieldHash: 'field-logo', fileKey: `logos/${user.uuid}` });
    await db.insert(t.contactMessages).values({ nameFrom: 'Rita', emailFrom: email, message: 'Hallo' });
    return user;
  }

  it('mails a link; the link deletes the account and everything personal; reviews and comments stay anonymised', async () => {
    const user = await userWithData('rita@example.com');
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.request('/api/requestuserdeletion')).status).toBe(401);
    await browser.login('rita@example.com', 'richtig-geheim');
    const requested = await browser.request('/api/requestuserdeletion');
    expect(await requested.json()).toEqual({ data: 'success' });
    const link = await inbox.linkTo('rita@example.com', 'deleteuser');
    const [, , uuid, token] = link.split('/');
    expect(uuid).toBe(user.uuid);

    // without the anti-forgery pair: refused
    expect(
      (await app.request(`/api/deleteuser?uuid=${uuid}&token=${token}`, { method: 'DELETE' })).status,
    ).toBe(403);
    const deleted = await browser.request(`/api/deleteuser?uuid=${uuid}&token=${token}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(sessionResponseSchema.parse(await (await browser.session()).json()).data.user).toBeNull();

    const { db } = inbox.platform.database;
    const countOf = async (table: PgTable, column: PgColumn) =>
      (await db.select().from(table).where(eq(column, user.uuid))).length;
    expect(await countOf(t.users, t.users.uuid)).toBe(0);
    expect(await countOf(t.userLists, t.userLists.userUuid)).toBe(0);
    expect(await db.select().from(t.userListItems)).toHaveLength(0);
    expect(await countOf(t.ignoredProducts, t.ignoredProducts.userUuid)).toBe(0);
    expect(await countOf(t.alerts, t.alerts.userUuid)).toBe(0);
    expect(await countOf(t.notifications, t.notifications.userUuid)).toBe(0);
    expect(await countOf(t.productViews, t.productViews.userUuid)).toBe(0);
    expect(await countOf(t.sessions, t.sessions.userUuid)).toBe(0);
    expect(await countOf(t.customFieldValues, t.customFieldValues.userUuid)).toBe(0);
    expect(await inbox.platform.files.get(`logos/${user.uuid}`)).toBeNull();
    expect(
      await db.select().from(t.contactMessages).where(eq(t.contactMessages.emailFrom, 'rita@example.com')),
    ).toHaveLength(0);
    expect(await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, 'rita@example.com'))).toHaveLength(
      0,
    );
    // published ones stay anonymised, pending ones (seen by no one else) are gone
    const reviewsLeft = await db.select().from(t.reviews);
    expect(reviewsLeft).toMatchObject([{ userUuid: null, authorName: FORMER_MEMBER_NAME, text: 'Sehr gut' }]);
    const commentsLeft = await db.select().from(t.comments);
    expect(commentsLeft).toMatchObject([{ userUuid: null, authorName: FORMER_MEMBER_NAME, text: 'Danke!' }]);

    // the link cannot be used twice
    const again = await browser.request(`/api/deleteuser?uuid=${uuid}&token=${token}`, { method: 'DELETE' });
    expect(again.status).toBe(400);
    expect(apiErrorSchema.parse(await again.json()).message).toBe(
      'Dein Konto konnte nicht gelöscht werden. Der Link ist ungültig oder abgelaufen.',
    );
  });

  it('refuses expired deletion links and keeps the account', async () => {
    const user = await createTestUser(inbox.platform.database.db, {
      email: 'bleibt@example.com',
      password: 'richtig-geheim',
    });
    const browser = new TestBrowser(app);
    await browser.session();
    await browser.login('bleibt@example.com', 'richtig-geheim');
    await browser.request('/api/requestuserdeletion');
    const link = await inbox.linkTo('bleibt@example.com', 'deleteuser');
    const [, , uuid, token] = link.split('/');
    await inbox.platform.database.db
      .update(t.oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(t.oneTimeTokens.userUuid, user.uuid));
    expect(
      (await browser.request(`/api/deleteuser?uuid=${uuid}&token=${token}`, { method: 'DELETE' })).status,
    ).toBe(400);
    expect(
      await inbox.platform.database.db.select().from(t.users).where(eq(t.users.uuid, user.uuid)),
    ).toHaveLength(1);
    // a made-up token for the right uuid fails as well
    const forged = await browser.request(`/api/deleteuser?uuid=${uuid}&token=${'A'.repeat(43)}`, {
      method: 'DELETE',
    });
    expect(forged.status).toBe(400);
  });

  it('clears the product history of the signed-in user only', async () => {
    const { db } = inbox.platform.database;
    const owner = await createTestUser(db, { email: 'verlauf@example.com', password: 'richtig-geheim' });
    const other = await createTestUser(db, { email: 'anderer@example.com' });
    await db.insert(t.productViews).values([
      { userUuid: owner.uuid, productId: 1 },
      { userUuid: other.uuid, productId: 1 },
    ]);
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.request('/api/userproductshistory/', { method: 'DELETE' })).status).toBe(401);
    await browser.login('verlauf@example.com', 'richtig-geheim');
    const response = await browser.request('/api/userproductshistory/', { method: 'DELETE' });
    expect(await response.json()).toEqual({ data: 'success' });
    expect(
      await db.select().from(t.productViews).where(eq(t.productViews.userUuid, owner.uuid)),
    ).toHaveLength(0);
    expect(
      await db.select().from(t.productViews).where(eq(t.productViews.userUuid, other.uuid)),
    ).toHaveLength(1);
  });
});
