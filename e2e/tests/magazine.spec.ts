import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

const DEMO_PASSWORD = 'spielraum-demo';
const TITLE = 'Kooperativ durch den Winter: Unser Spieleabend-Kalender';
const SLUG = 'kooperativ-durch-den-winter-unser-spieleabend-kalender';
const PATH = `/magazine/branchen-news/${SLUG}`;

async function signIn(page: Page, email: string) {
  await openLoginDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByRole('textbox', { name: 'E-Mail Adresse' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

/** An unsafe API call from the signed-in browser, with the anti-forgery pair as the web client sends it. */
async function apiCall(context: BrowserContext, method: string, path: string, data: unknown) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return context.request.fetch(path, { method, data, headers: { 'x-xsrf-token': token } });
}

/** A small PNG (a green rectangle), made here so no image file is committed. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([47, 93, 80]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Berlin wall time `seconds` from now, as a datetime-local input takes it. */
function berlinLocal(secondsAhead: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(Date.now() + secondsAhead * 1000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

async function newsNotifications(request: APIRequestContext) {
  const answer = await (await request.get('/api/notifications/?type=news')).json();
  return (answer.data.notifications as Array<{ name: string; path: string | null }>).filter(
    (note) => note.name === TITLE,
  );
}

test.describe.serial('magazine', () => {
  test('an editor writes a post with an image and a game, schedules it; it appears on time and its subscriber hears once', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // Mia subscribes to industry news
    const miaContext = await browser.newContext();
    const mia = await miaContext.newPage();
    await signIn(mia, 'mia@spielraum.demo');
    const subscribed = await apiCall(miaContext, 'POST', '/api/alerts/', {
      kind: 'news',
      news_type: 'magazine_industry',
    });
    expect([201, 409]).toContain(subscribed.status());

    const editorContext = await browser.newContext();
    const page = await editorContext.newPage();
    await signIn(page, 'redaktion@spielraum.demo');
    await page.goto('/redaktion/magazin/neu');
    const title = page.getByRole('textbox', { name: 'Titel' });
    await toBeHydrated(title);
    await title.fill(TITLE);
    await expect(page.getByRole('textbox', { name: 'Adresse (Slug)' })).toHaveValue(SLUG);
    await page.getByRole('combobox', { name: 'Rubrik' }).selectOption({ label: 'Branchen-News' });
    await page
      .getByRole('textbox', { name: 'Teaser' })
      .fill('Zwölf Abende, zwölf kooperative Spiele: unser Plan für die dunkle Jahreszeit.');
    await page
      .getByRole('textbox', { name: 'Vorspann' })
      .fill('Wer gemeinsam gewinnt, verliert den Winter nicht aus den Augen.');
    const body = page.locator('.ProseMirror');
    await body.click();
    await page.keyboard.type(
      'Kooperative Spiele bringen Menschen an einen Tisch, die sonst nur gegeneinander spielen. ',
    );
    await page.keyboard.type(
      'Wir stellen jede Woche ein Spiel vor, das zu zweit oder in großer Runde funktioniert.',
    );

    // featured game by type-ahead
    const featured = page.getByRole('textbox', { name: 'Spiel hinzufügen' });
    await featured.fill('Sky Te');
    await page
      .getByRole('option', { name: /Sky Team/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Sky Team entfernen' })).toBeVisible();

    // an image in the text, uploaded and resized by the job
    await page.getByRole('button', { name: 'Bild einfügen' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Bild in den Text einfügen' });
    await imageDialog
      .getByLabel('Bilddatei')
      .setInputFiles({ name: 'tisch.png', mimeType: 'image/png', buffer: png(1300, 700) });
    await imageDialog.getByRole('textbox', { name: 'Alternativtext' }).fill('Ein grüner Spieltisch');
    await imageDialog.getByRole('textbox', { name: 'Bildunterschrift' }).fill('Der Tisch ist gedeckt.');
    await imageDialog.getByRole('button', { name: 'Hochladen und einfügen' }).click();
    await expect(imageDialog).toBeHidden();
    await page.getByRole('button', { name: 'Spiel einfügen' }).click();
    await page.getByRole('menuitem', { name: /Sky Team/ }).click();

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Der Artikel wurde gespeichert.')).toBeVisible();
    await expect(page).toHaveURL(/\/redaktion\/magazin\/\d+$/);
    await page.screenshot({ path: 'test-results/magazine-editor.png', fullPage: true });

    // scheduled 25 s ahead: readers get 404 until then
    await page.getByLabel('Zeitpunkt').fill(berlinLocal(25));
    await page.getByRole('button', { name: 'Planen' }).click();
    await expect(page.getByText(/Der Artikel erscheint am/)).toBeVisible();
    const visitor = await browser.newContext();
    expect((await visitor.request.get(PATH)).status()).toBe(404);
    expect(await newsNotifications(miaContext.request)).toHaveLength(0);

    await expect
      .poll(async () => (await visitor.request.get(PATH)).status(), { timeout: 60_000, intervals: [2000] })
      .toBe(200);
    const reader = await visitor.newPage();
    await reader.goto(PATH);
    await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(reader.getByText('Der Tisch ist gedeckt.')).toBeVisible();
    await expect(reader.locator('article img[srcset*="768.webp"]').first()).toBeVisible();
    await expect(reader.getByText(/ab \d+,\d\d\s€ inkl\. Versand bei \d+ Händlern/).first()).toBeVisible();

    // the sweep notifies within 15 s of the time: one notification, one mail, and no second
    await expect
      .poll(async () => (await newsNotifications(miaContext.request)).length, { timeout: 45_000 })
      .toBe(1);
    const [note] = await newsNotifications(miaContext.request);
    expect(note!.path).toBe(PATH);
    const outbox = async () =>
      (
        (await (await miaContext.request.get('/outbox')).text()).match(
          new RegExp(TITLE.replace(/[:]/g, '.'), 'g'),
        ) ?? []
      ).length;
    await expect.poll(outbox, { timeout: 20_000 }).toBeGreaterThan(0);
    const mails = await outbox();
    await reader.waitForTimeout(16_000);
    expect(await newsNotifications(miaContext.request)).toHaveLength(1);
    expect(await outbox()).toBe(mails);
    await mia.goto('/notifications');
    await expect(mia.getByRole('link', { name: TITLE })).toHaveAttribute('href', PATH);
    await Promise.all([miaContext.close(), editorContext.close(), visitor.close()]);
  });

  test('a reader finds the post through the magazine search despite a misspelling', async ({ page }) => {
    await page.goto('/magazine/searchterm?q=Spieleabend-Kalendr');
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(page.locator('mark').first()).toBeVisible();
    await page.goto('/magazine');
    const search = page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: 'Suchbegriff' }))
      .first();
    await toBeHydrated(search);
    await search.fill('kooperatve Winter');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/magazine\/searchterm\?q=kooperatve/);
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  });

  test('a comment waits for the editors, then everyone sees it', async ({ browser }) => {
    const miaContext = await browser.newContext();
    const mia = await miaContext.newPage();
    await signIn(mia, 'mia@spielraum.demo');
    await mia.goto(PATH);
    const field = mia.getByRole('textbox', { name: 'Dein Kommentar' });
    await toBeHydrated(field);
    await field.fill('Wir fangen nächste Woche mit Sky Team an!');
    await mia.getByRole('button', { name: 'Kommentar senden' }).click();
    const own = mia
      .getByRole('listitem', { name: 'Kommentar von Mia' })
      .filter({ hasText: 'nächste Woche mit Sky Team' });
    await expect(own.getByText('wartet auf Freigabe')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(PATH);
    await expect(visitor.getByText('nächste Woche mit Sky Team')).toHaveCount(0);

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, 'redaktion@spielraum.demo');
    await editor.goto('/redaktion/kommentare');
    const item = editor.getByRole('listitem').filter({ hasText: 'nächste Woche mit Sky Team' });
    await toBeHydrated(item.getByRole('button', { name: 'Freigeben' }));
    await item.getByRole('button', { name: 'Freigeben' }).click();
    await expect(editor.getByText('Der Kommentar ist freigegeben.')).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByText('Wir fangen nächste Woche mit Sky Team an!')).toBeVisible();
    await Promise.all([miaContext.close(), editorContext.close(), visitor.close()]);
  });

  test('"Vorlesen" speaks title, then after 2 s the text sentence by sentence; pause, continue, stop', async ({
    page,
  }) => {
    // headless Chromium has no voices: a stand-in records what the page asks of speechSynthesis
    await page.addInitScript(() => {
      const calls: string[] = [];
      const queue: Array<{ text: string; onend: (() => void) | null; lang: string }> = [];
      (window as unknown as { __speech: string[] }).__speech = calls;
      class Utterance {
        text: string;
        lang = '';
        voice: unknown = null;
        rate = 1;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(text: string) {
          this.text = text;
        }
      }
      const synthesis = {
        speaking: false,
        paused: false,
        pending: false,
        getVoices: () => [
          { lang: 'de-DE', name: 'Anna', default: true, localService: true, voiceURI: 'anna' },
        ],
        speak(utterance: Utterance) {
          calls.push(`speak:${utterance.lang}:${utterance.text}`);
          queue.push(utterance);
          // each sentence "takes" 300 ms
          setTimeout(() => {
            if (queue[0] === utterance) {
              queue.shift();
              utterance.onend?.();
            }
          }, 300);
        },
        cancel() {
          calls.push('cancel');
          queue.length = 0;
        },
        pause() {
          calls.push('pause');
        },
        resume() {
          calls.push('resume');
        },
        addEventListener() {},
        removeEventListener() {},
        onvoiceschanged: null,
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    });
    await page.goto(PATH);
    const start = page.getByRole('button', { name: 'Vorlesen' });
    await toBeHydrated(start);
    const calls = () => page.evaluate(() => (window as unknown as { __speech: string[] }).__speech.slice());
    await start.click();
    await expect.poll(calls).toEqual([`speak:de-DE:${TITLE}`]);
    // the body follows only after the 2000 ms pause
    await page.waitForTimeout(1200);
    expect(await calls()).toHaveLength(1);
    await expect.poll(async () => (await calls()).length, { timeout: 5000 }).toBeGreaterThan(2);
    const spoken = await calls();
    expect(spoken[1]).toBe('speak:de-DE:Wer gemeinsam gewinnt, verliert den Winter nicht aus den Augen.');

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Pausiert')).toBeVisible();
    const paused = await calls();
    expect(paused.at(-1)).toBe('cancel');
    const lastSpoken = paused.filter((call) => call.startsWith('speak:')).at(-1);
    await page.getByRole('button', { name: 'Fortsetzen' }).click();
    await expect.poll(async () => (await calls()).slice(paused.length)[0]).toBe(lastSpoken);

    await page.getByRole('button', { name: 'Stopp' }).click();
    await expect(page.getByText('Vorlesen beendet')).toBeVisible();
    expect((await calls()).at(-1)).toBe('cancel');
    await start.click();
    await expect.poll(async () => (await calls()).at(-1)).toBe(`speak:de-DE:${TITLE}`);
  });

  test('a stored document with script, javascript: links and event handlers renders inert', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'redaktion@spielraum.demo');
    const home = await (await context.request.get('/api/magazine/')).json();
    const tests = home.data.categories.find((category: { slug: string }) => category.slug === 'tests');
    const created = await apiCall(context, 'POST', '/api/editor/magazine/posts/', {
      title: 'Feindseliger Testartikel',
      category_id: tests.id,
      teaser: 'Prüft, dass nichts ausgeführt wird.',
      lead: '',
      cover_image_id: null,
      featured_product_ids: [],
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
              },
            ],
          },
          {
            type: 'paragraph',
            attrs: { onclick: 'window.__pwned = 3' },
            content: [
              {
                type: 'text',
                text: 'Klick mich',
                marks: [{ type: 'link', attrs: { href: 'javascript:window.__pwned = 4' } }],
              },
            ],
          },
          { type: 'image', attrs: { imageId: 1, onerror: 'window.__pwned = 5', src: 'javascript:alert(1)' } },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()).data;
    expect(
      (await apiCall(context, 'POST', `/api/editor/magazine/posts/${post.id}/publish/`, {})).status(),
    ).toBe(200);

    const visitor = await browser.newPage();
    const response = await visitor.goto(post.path);
    const html = await response!.text();
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toMatch(/javascript:window|onerror="window|onclick="window/);
    await visitor.getByText('Klick mich').click();
    expect(await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(visitor.getByText('<script>window.__pwned = 1</script>', { exact: false })).toBeVisible();
    await Promise.all([context.close(), visitor.close()]);
  });
});
