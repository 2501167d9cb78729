import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  dealerAreaShopsResponseSchema,
  dealerMembersResponseSchema,
  inviteDealerMemberResponseSchema,
  loginResponseSchema,
  PERMISSIONS,
  sessionResponseSchema,
  successResponseSchema,
} from '@spielraum/schema';
import { dealerMembers, dealers, oneTimeTokens, users } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { TestInbox } from '../../accounts/test-inbox';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const PASSWORD = 'richtig-geheim';
const NEW_PASSWORD = 'mein-neues-passwort';
const members = (id: number | string) => `/api/admin/dealers/${id}/members/`;
const member = (id: number | string, uuid: string) => `/api/admin/dealers/${id}/members/${uuid}/`;

describe(`operators invite shop members (${testMode()} mode)`, () => {
  let inbox: TestInbox;
  let app: ReturnType<typeof createApp>;
  let operator: TestBrowser;
  let shopId: number;
  let otherShopId: number;

  async function signedIn(email: string, password = PASSWORD) {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, password)).status).toBe(200);
    return browser;
  }

  beforeAll(async () => {
    inbox = await TestInbox.start();
    app = createApp({ platform: inbox.platform, publicUrl: 'https://spielraum.example' });
    const { db } = inbox.platform.database;
    const rows = await db
      .insert(dealers)
      .values([
        {
          slug: 'spielekiste',
          name: 'Spielekiste',
          website: 'https://spielekiste.example',
          shippingCostDeCents: 0,
        },
        {
          slug: 'wuerfelwelt',
          name: 'Würfelwelt',
          website: 'https://wuerfelwelt.example',
          shippingCostDeCents: 0,
        },
      ])
      .returning();
    shopId = rows[0]!.id;
    otherShopId = rows[1]!.id;
    await createTestUser(db, {
      email: 'ops@example.com',
      password: PASSWORD,
      permissions: [PERMISSIONS.operator],
    });
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD });
    await createTestUser(db, { email: 'haendler@example.com', password: PASSWORD, dealerId: otherShopId });
    operator = await signedIn('ops@example.com');
  });
  afterAll(async () => {
    await inbox?.close();
  });

  it('invites an unknown address: a dealer account, a mail whose link sets the password and signs in', async () => {
    const response = await operator.request(members(shopId), {
      method: 'POST',
      json: { email: 'Neu@Example.com ' },
    });
    expect(response.status).toBe(201);
    const { data } = inviteDealerMemberResponseSchema.parse(await response.json());
    expect(data.outcome).toBe('new_account');
    expect(data.member).toMatchObject({ email: 'Neu@Example.com', display_name: 'Neu', pending: true });

    const mails = await inbox.mailsTo('neu@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Einladung: Spielekiste bei Spielraum verwalten');
    // ASCII parts only: in server mode the raw SMTP message is read, not its decoded text
    expect(mails[0]).toContain('dein Passwort fest');
    const link = await inbox.linkTo('neu@example.com', 'haendler/einladung');
    const [, , , uuid, token] = link.split('/');
    expect(uuid).toBe(data.member.uuid);

    // before the link is used the account cannot sign in
    const early = new TestBrowser(app);
    await early.session();
    expect((await early.login('neu@example.com', NEW_PASSWORD)).status).toBe(400);

    const browser = new TestBrowser(app);
    await browser.session();
    const mismatch = await browser.request('/api/dealer-area/invitation/', {
      method: 'POST',
      json: { uuid, token, password: NEW_PASSWORD, password_confirmation: 'etwas-anderes' },
    });
    expect(mismatch.status).toBe(400);
    expect(apiErrorSchema.parse(await mismatch.json()).fields?.password_confirmation).toBe(
      'Passwörter stimmen nicht überein.',
    );

    const accepted = await browser.request('/api/dealer-area/invitation/', {
      method: 'POST',
      json: { uuid, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    const answer = loginResponseSchema.parse(await accepted.json());
    expect(answer.data.user_data).toMatchObject({ uuid, verified: true, user_type: 'dealer' });
    const session = sessionResponseSchema.parse(await (await browser.request('/api/session/')).json());
    expect(session.data.user?.uuid).toBe(uuid);
    const shops = dealerAreaShopsResponseSchema.parse(
      await (await browser.request('/api/dealer-area/shops/')).json(),
    );
    expect(shops.data.shops.map((shop) => shop.slug)).toEqual(['spielekiste']);

    // the link works once; the password now signs in
    const again = await new TestBrowser(app).request('/api/dealer-area/invitation/', {
      method: 'POST',
      json: { uuid, token, password: 'noch-ein-passwort', password_confirmation: 'noch-ein-passwort' },
    });
    expect(again.status).toBe(403); // no anti-forgery pair without a session call first
    const fresh = new TestBrowser(app);
    await fresh.session();
    const reused = await fresh.request('/api/dealer-area/invitation/', {
      method: 'POST',
      json: { uuid, token, password: 'noch-ein-passwort', password_confirmation: 'noch-ein-passwort' },
    });
    expect(reused.status).toBe(400);
    expect(apiErrorSchema.parse(await reused.json()).message).toBe(
      'Die Einladung ist ungültig oder abgelaufen. Bitte lass dich erneut einladen.',
    );
    expect((await fresh.login('neu@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('links a known account, makes it a dealer account and tells it by mail', async () => {
    const response = await operator.request(members(shopId), {
      method: 'POST',
      json: { email: 'mia@example.com' },
    });
    expect(response.status).toBe(200);
    const { data } = inviteDealerMemberResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ outcome: 'linked', member: { email: 'mia@example.com', pending: false } });
    const mails = await inbox.mailsTo('mia@example.com');
    expect(mails.at(-1)).toContain('Du verwaltest jetzt Spielekiste bei Spielraum');
    expect(mails.at(-1)).toContain('https://spielraum.example/haendler/login');
    const mia = await signedIn('mia@example.com');
    const shops = dealerAreaShopsResponseSchema.parse(
      await (await mia.request('/api/dealer-area/shops/')).json(),
    );
    expect(shops.data.shops.map((shop) => shop.name)).toEqual(['Spielekiste']);

    const twice = await operator.request(members(shopId), {
      method: 'POST',
      json: { email: 'MIA@example.com' },
    });
    expect(twice.status).toBe(409);
    expect(apiErrorSchema.parse(await twice.json()).message).toBe(
      'Dieses Konto gehört bereits zu diesem Shop.',
    );
  });

  it('mails a pending member a fresh link; only the newest works', async () => {
    await operator.request(members(otherShopId), { method: 'POST', json: { email: 'spaet@example.com' } });
    const first = await inbox.linkTo('spaet@example.com', 'haendler/einladung');
    const response = await operator.request(members(otherShopId), {
      method: 'POST',
      json: { email: 'spaet@example.com' },
    });
    expect(response.status).toBe(200);
    expect(inviteDealerMemberResponseSchema.parse(await response.json()).data.outcome).toBe('invited_again');
    const second = await inbox.linkTo('spaet@example.com', 'haendler/einladung');
    expect(second).not.toBe(first);
    const browser = new TestBrowser(app);
    await browser.session();
    const [, , , uuid, oldToken] = first.split('/');
    const old = await browser.request('/api/dealer-area/invitation/', {
      method: 'POST',
      json: { uuid, token: oldToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(old.status).toBe(400);
  });

  it('lists the members oldest first, kept by no cache', async () => {
    const response = await operator.request(members(shopId));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = dealerMembersResponseSchema.parse(await response.json());
    expect(data.members.map((entry) => [entry.email, entry.pending])).toEqual([
      ['Neu@Example.com', false],
      ['mia@example.com', false],
    ]);
  });

  it('removes a member, whose shop then answers 404 in the dealer area', async () => {
    const mia = await signedIn('mia@example.com');
    const [{ uuid }] = (await inbox.platform.database.db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.email, 'mia@example.com'))) as [{ uuid: string }];
    const response = await operator.request(member(shopId, uuid), { method: 'DELETE' });
    expect(response.status).toBe(200);
    successResponseSchema.parse(await response.json());
    expect((await mia.request(`/api/dealer-area/shops/${shopId}/`)).status).toBe(404);
    const again = await operator.request(member(shopId, uuid), { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(apiErrorSchema.parse(await again.json()).message).toBe(
      'Diese Person gehört nicht (mehr) zu diesem Shop.',
    );
  });

  it('withdraws the unused link of a pending account removed from its last shop', async () => {
    const { db } = inbox.platform.database;
    const [pending] = await db.select().from(users).where(eq(users.email, 'spaet@example.com'));
    const link = await inbox.linkTo('spaet@example.com', 'haendler/einladung');
    expect((await operator.request(member(otherShopId, pending!.uuid), { method: 'DELETE' })).status).toBe(
      200,
    );
    const tokens = await db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userUuid, pending!.uuid), eq(oneTimeTokens.purpose, 'dealer_invitation')));
    expect(tokens).toHaveLength(0);
    const browser = new TestBrowser(app);
    await browser.session();
    const [, , , uuid, token] = link.split('/');
    const response = await browser.request('/api/dealer-area/invitation/', {
      method: 'POST',
      json: { uuid, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
  });

  it('refuses bad input with German messages and unknown shops with 404', async () => {
    const bad = await operator.request(members(shopId), { method: 'POST', json: { email: 'keine-adresse' } });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).fields?.email).toBe('Keine oder ungültige E-Mail Adresse.');
    const extra = await operator.request(members(shopId), {
      method: 'POST',
      json: { email: 'a@example.com', admin: true },
    });
    expect(extra.status).toBe(400);
    for (const id of ['999999', '0', 'abc', '99999999999999999999']) {
      const response = await operator.request(members(id));
      expect(response.status, id).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).message).toBe('Diesen Händler gibt es nicht.');
    }
    const invite = await operator.request(members(999_999), {
      method: 'POST',
      json: { email: 'x@example.com' },
    });
    expect(invite.status).toBe(404);
    expect(
      await inbox.platform.database.db.select().from(users).where(eq(users.email, 'x@example.com')),
    ).toEqual([]);
    expect((await operator.request(member(shopId, 'nicht-uuid'), { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses an invitation without the anti-forgery pair', async () => {
    const response = await operator.request(members(shopId), {
      method: 'POST',
      json: { email: 'ohne-token@example.com' },
      antiForgery: false,
    });
    expect(response.status).toBe(403);
    apiErrorSchema.parse(await response.json());
    expect(await inbox.mailsTo('ohne-token@example.com')).toEqual([]);
  });

  it('is only for operators: 401 for visitors, 403 for users and dealers', async () => {
    const { db } = inbox.platform.database;
    const [haendler] = await db.select().from(users).where(eq(users.email, 'haendler@example.com'));
    const calls: Array<[string, 'GET' | 'POST' | 'DELETE', unknown?]> = [
      [members(shopId), 'GET'],
      [members(shopId), 'POST', { email: 'fremd@example.com' }],
      [member(otherShopId, haendler!.uuid), 'DELETE'],
    ];
    const visitor = new TestBrowser(app);
    await visitor.session();
    for (const [path, method, json] of calls) {
      const response = await visitor.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
      apiErrorSchema.parse(await response.json());
    }
    for (const email of ['Neu@Example.com', 'haendler@example.com']) {
      const browser = await signedIn(email, email === 'haendler@example.com' ? PASSWORD : NEW_PASSWORD);
      for (const [path, method, json] of calls) {
        const response = await browser.request(path, { method, json });
        expect(response.status, `${email} ${method} ${path}`).toBe(403);
      }
    }
    const still = await db.select().from(dealerMembers).where(eq(dealerMembers.userUuid, haendler!.uuid));
    expect(still).toHaveLength(1);
  });
});
