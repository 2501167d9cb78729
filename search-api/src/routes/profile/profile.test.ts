import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  customFieldResponseSchema,
  customFieldsResponseSchema,
  profileResponseSchema,
  sessionResponseSchema,
  successResponseSchema,
  systemAvatarsResponseSchema,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { seedCustomFieldAreas } from '@spielraum/indexer/demo';
import { hashSessionId, SESSION_COOKIE } from '../../accounts/find-session';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe(`profile, avatars and custom fields (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let browser: TestBrowser;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    const { db } = platform.database;
    await db
      .insert(t.systemAvatars)
      .values({ avatarId: 'meeple01', label: 'Meeple', storageKey: 'avatars/meeple.svg' });
    await platform.files.put(
      'avatars/meeple.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
    );
    await seedCustomFieldAreas(db);
    // an area with a logo field, as an operator may define one (the demo's areas have none)
    await db.insert(t.customFieldAreas).values({ areaHash: 'press-kit', name: 'Pressematerial' });
    await db.insert(t.customFieldDefinitions).values([
      { fieldHash: 'press-logo', areaHash: 'press-kit', label: 'Logo', type: 'logo', position: 0 },
      {
        fieldHash: 'press-website',
        areaHash: 'press-kit',
        label: 'Webseite',
        type: 'url',
        maxLength: 300,
        position: 1,
      },
    ]);
    const [dealer] = await db
      .insert(t.dealers)
      .values({
        slug: 'spielekiste',
        name: 'Spielekiste',
        website: 'https://spielekiste.example',
        shippingCostDeCents: 495,
      })
      .returning();
    await createTestUser(db, {
      email: 'shop@example.com',
      password: 'richtig-geheim',
      displayName: 'Spielekiste',
      dealerId: dealer!.id,
    });
    await createTestUser(db, { email: 'mia@example.com', password: 'richtig-geheim' });
    await createTestUser(db, { email: 'offen@example.com', password: 'richtig-geheim', verified: false });
    browser = new TestBrowser(app);
    await browser.session();
    await browser.login('shop@example.com', 'richtig-geheim');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('updates the profile and answers the updated user', async () => {
    const response = await browser.request('/api/profile/', {
      method: 'PUT',
      json: { display_name: '  Spielekiste Köln ', alert_mail: 'daily' },
    });
    const body = profileResponseSchema.parse(await response.json());
    expect(body.data).toMatchObject({ user_data: { display_name: 'Spielekiste Köln' }, alert_mail: 'daily' });
    // the settings page reads the e-mail setting back
    const read = profileResponseSchema.parse(await (await browser.request('/api/profile/')).json());
    expect(read.data).toMatchObject({ user_data: { display_name: 'Spielekiste Köln' }, alert_mail: 'daily' });
    expect((await new TestBrowser(app).request('/api/profile/')).status).toBe(401);
    const empty = await browser.request('/api/profile/', { method: 'PUT', json: { display_name: '' } });
    expect(apiErrorSchema.parse(await empty.json()).fields).toEqual({
      display_name: 'Dies ist eine Pflichtangabe.',
    });
  });

  it('needs a signed-in, verified user', async () => {
    expect((await new TestBrowser(app).request('/api/useravatar', { method: 'DELETE' })).status).toBe(403);
    const anonymous = new TestBrowser(app);
    await anonymous.session();
    expect((await anonymous.request('/api/useravatar', { method: 'DELETE' })).status).toBe(401);
    // unverified accounts cannot sign in; a session (e.g. from before) is made directly
    const [offen] = await platform.database.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'offen@example.com'));
    await platform.database.db.insert(t.sessions).values({
      idHash: hashSessionId('unverified-session-value'),
      userUuid: offen!.uuid,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const unverified = new TestBrowser(app);
    unverified.cookies.set(SESSION_COOKIE, { value: 'unverified-session-value', persistent: false });
    await unverified.session();
    const response = await unverified.request('/api/profile/', {
      method: 'PUT',
      json: { display_name: 'Noah' },
    });
    expect(response.status).toBe(403);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({
      error: 'user not verified',
      uuid: offen!.uuid,
    });
  });

  it('lists system avatars, picks one, refuses unknown ones and removes it again', async () => {
    const list = systemAvatarsResponseSchema.parse(
      await (await browser.request('/api/systemavatars')).json(),
    );
    expect(list.data).toEqual([
      { avatar_id: 'meeple01', label: 'Meeple', image: '/api/systemavatars/meeple01/image' },
    ]);
    const image = await browser.request(list.data[0]!.image);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');

    const picked = await browser.request('/api/useravatar', {
      method: 'PATCH',
      json: { avatar_id: 'meeple01' },
    });
    expect(picked.status).toBe(200);
    expect(successResponseSchema.parse(await picked.json()).data).toBe('success');
    expect(sessionResponseSchema.parse(await (await browser.session()).json()).data.user?.avatar).toBe(
      'meeple01',
    );
    const unknown = await browser.request('/api/useravatar', {
      method: 'PATCH',
      json: { avatar_id: 'gibtsnicht' },
    });
    expect(apiErrorSchema.parse(await unknown.json()).fields).toEqual({
      avatar_id: 'Bitte wähle einen Eintrag aus der Liste',
    });
    const removed = await browser.request('/api/useravatar', { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(successResponseSchema.parse(await removed.json()).data).toBe('success');
    expect(sessionResponseSchema.parse(await (await browser.session()).json()).data.user?.avatar).toBeNull();
  });

  it('reads and saves custom fields of an area with the SPEC §5 texts', async () => {
    const area = customFieldsResponseSchema.parse(
      await (await browser.request('/api/customfields/usercustomfieldsforarea?area_hash=press-kit')).json(),
    );
    expect(area.data.fields.map((field) => [field.field_hash, field.type])).toEqual([
      ['press-logo', 'logo'],
      ['press-website', 'url'],
    ]);
    const bad = await browser.request('/api/customfields/usercustomfielddata/', {
      method: 'POST',
      json: { field_hash: 'press-website', value: 'javascript:alert(1)' },
    });
    expect(apiErrorSchema.parse(await bad.json()).fields).toEqual({ value: 'Ungültige URL' });
    const saved = await browser.request('/api/customfields/usercustomfielddata/', {
      method: 'POST',
      json: { field_hash: 'press-website', value: 'https://spielekiste.example' },
    });
    expect(customFieldResponseSchema.parse(await saved.json()).data.value).toBe(
      'https://spielekiste.example',
    );
    const unknownArea = await browser.request('/api/customfields/usercustomfieldsforarea?area_hash=nope');
    expect(unknownArea.status).toBe(404);
  });

  it('uploads a logo checked by content and size, serves it, replaces and deletes it', async () => {
    const upload = (data: Uint8Array, name: string, type: string) => {
      const form = new FormData();
      form.append('uploadfile', new File([data], name, { type }));
      return browser.request('/api/customfields/usercustomfielddata/?field_hash=press-logo', {
        method: 'POST',
        body: form,
      });
    };
    const svg = await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'logo.png', 'image/png');
    expect(svg.status).toBe(400);
    expect(apiErrorSchema.parse(await svg.json()).fields).toEqual({
      uploadfile: 'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.',
    });
    const huge = await upload(new Uint8Array(2 * 1024 * 1024).fill(1), 'big.png', 'image/png');
    expect(huge.status).toBe(413);

    const ok = await upload(PNG, 'logo.png', 'image/png');
    expect(ok.status).toBe(200);
    const field = customFieldResponseSchema.parse(await ok.json()).data;
    expect(field.file_url).toMatch(/^\/api\/customfields\/file\/[0-9a-f-]{36}\/press-logo$/);
    const served = await browser.request(field.file_url!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // the file lives in the file store (outside the web root), never under the web client
    const [row] = await platform.database.db
      .select()
      .from(t.customFieldValues)
      .where(eq(t.customFieldValues.fieldHash, 'press-logo'));
    expect(row?.fileKey).toMatch(/^logos\//);

    const replaced = await upload(PNG, 'logo2.png', 'image/png');
    expect(replaced.status).toBe(200);
    expect(customFieldResponseSchema.parse(await replaced.json()).data.file_url).toBe(field.file_url);
    expect(await platform.files.get(row!.fileKey!)).toBeNull();

    const deleted = await browser.request('/api/customfields/usercustomfielddata/?field_hash=press-logo', {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(successResponseSchema.parse(await deleted.json()).data).toBe('success');
    expect((await browser.request(field.file_url!)).status).toBe(404);
  });

  it("keeps each user's values apart", async () => {
    const user = new TestBrowser(app);
    await user.session();
    await user.login('mia@example.com', 'richtig-geheim');
    // the own profile stays theirs
    const own = await user.request('/api/customfields/usercustomfielddata/', {
      method: 'POST',
      json: { field_hash: 'favourite-game', value: 'Azul' },
    });
    expect(own.status).toBe(200);
    expect(customFieldResponseSchema.parse(await own.json()).data).toMatchObject({
      field_hash: 'favourite-game',
      value: 'Azul',
    });
    const theirs = customFieldsResponseSchema.parse(
      await (
        await browser.request('/api/customfields/usercustomfieldsforarea?area_hash=user-profile')
      ).json(),
    );
    expect(theirs.data.fields.find((field) => field.field_hash === 'favourite-game')?.value).not.toBe('Azul');
  });

  it('serves an uploaded logo only while its owner manages a shop', async () => {
    const { db } = platform.database;
    const [mia] = await db.select().from(t.users).where(eq(t.users.email, 'mia@example.com'));
    await platform.files.put('logos/alt.png', PNG, 'image/png');
    await db
      .insert(t.customFieldValues)
      .values({ userUuid: mia!.uuid, fieldHash: 'press-logo', fileKey: 'logos/alt.png' });
    expect((await app.request(`/api/customfields/file/${mia!.uuid}/press-logo`)).status).toBe(404);
  });
});
