import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

const DEMO_PASSWORD = 'spielraum-demo';
const GAMES = ['Azul', 'Patchwork', 'Cascadia', 'Sky Team', 'Flügelschlag'];
const SIXTH = 'Hanabi';
const TITLE = 'Fünf Abende, fünf Spiele';

async function signIn(page: Page, email: string) {
  await openLoginDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByRole('textbox', { name: 'E-Mail Adresse' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

async function addGame(page: Page, title: string) {
  const picker = page.getByRole('textbox', { name: 'Spiel hinzufügen' });
  await picker.fill(title.slice(0, 6));
  await page
    .getByRole('option', { name: new RegExp(`^${title}`) })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `${title} nach oben` })).toBeVisible();
}

async function listNotes(context: BrowserContext) {
  const answer = await (await context.request.get('/api/notifications/?type=list')).json();
  return (answer.data.notifications as Array<{ name: string }>).filter((note) => note.name.includes(TITLE));
}

test.describe.serial('recommendation lists', () => {
  test('a curator builds a list of five games, reorders by keyboard and publishes; a follower hears once of the sixth game', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const curatorContext = await browser.newContext();
    const page = await curatorContext.newPage();
    await signIn(page, 'kuratorin@spielraum.demo');
    await page.goto('/recommendationform/neu');
    const title = page.getByRole('textbox', { name: 'Titel' });
    await toBeHydrated(title);
    await title.fill(TITLE);
    await page
      .getByRole('textbox', { name: 'Einleitung' })
      .fill('Für jede Woche im Advent ein Spiel, das schnell erklärt ist.');
    for (const game of GAMES) await addGame(page, game);

    // the last game moves to the top by keyboard; each step is announced
    const up = page.getByRole('button', { name: 'Flügelschlag nach oben' });
    await up.focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('Enter');
    await expect(page.getByText('Flügelschlag ist jetzt auf Platz 1 von 5.')).toBeVisible();
    // at the top "nach oben" is disabled, so the focus moves to the same game's other button
    await expect(page.getByRole('button', { name: 'Flügelschlag nach unten' })).toBeFocused();

    await page.getByRole('radio', { name: /Öffentlich/ }).check();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die Liste ist gespeichert.')).toBeVisible();
    await expect(page).toHaveURL(/\/recommendationform\/\d+$/);
    const listId = Number(page.url().split('/').pop());
    const list = await (await curatorContext.request.get(`/api/curator/lists/${listId}/`)).json();
    expect(list.data.items.map((item: { title: string }) => item.title)).toEqual([
      'Flügelschlag',
      'Azul',
      'Patchwork',
      'Cascadia',
      'Sky Team',
    ]);
    const path = list.data.path as string;

    // Mia follows it from the public page
    const miaContext = await browser.newContext();
    const mia = await miaContext.newPage();
    await signIn(mia, 'mia@spielraum.demo');
    await mia.goto(path);
    await expect(mia.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const follow = mia.getByRole('button', { name: 'Folgen' });
    await toBeHydrated(follow);
    await follow.click();
    await expect(mia.getByRole('button', { name: 'Entfolgen' })).toBeVisible();
    expect(await listNotes(miaContext)).toHaveLength(0);

    // a sixth game: one notification, also after a second save
    await page.reload();
    await toBeHydrated(page.getByRole('textbox', { name: 'Titel' }));
    await addGame(page, SIXTH);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die Liste ist gespeichert.')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Einleitung' })
      .fill('Für jede Woche im Advent ein Spiel – und eins extra.');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect.poll(async () => (await listNotes(miaContext)).length).toBe(1);
    const [note] = await listNotes(miaContext);
    expect(note!.name).toBe(`Neu in „${TITLE}“: ${SIXTH}`);
    await Promise.all([curatorContext.close(), miaContext.close()]);
  });

  test('an unlisted list is reachable by its link and not indexed; a private one is 404 to others', async ({
    browser,
  }) => {
    const visitor = await browser.newPage();
    // the demo curator's unlisted and private lists
    const unlisted = await visitor.goto('/recommendations/schnelle-partyspiele');
    expect(unlisted!.status()).toBe(200);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const overview = await (await visitor.request.get('/api/recommendations/')).json();
    expect(overview.data.lists.map((entry: { slug: string }) => entry.slug)).not.toContain(
      'schnelle-partyspiele',
    );

    const privateList = await visitor.goto('/recommendations/geschenkideen-unter-30-euro');
    expect(privateList!.status()).toBe(404);
    const curatorContext = await browser.newContext();
    const curator = await curatorContext.newPage();
    await signIn(curator, 'kuratorin@spielraum.demo');
    const own = await curator.goto('/recommendations/geschenkideen-unter-30-euro');
    expect(own!.status()).toBe(200);
    await expect(curator.getByText('Nur du siehst diese Liste.')).toBeVisible();
    await Promise.all([visitor.close(), curatorContext.close()]);
  });

  test("a comment on a list waits for the curator's approval; a reader reports it and the editors see the report", async ({
    browser,
  }) => {
    // four people in four browsers, each signing in: more than the default 30 s on two busy cores
    test.setTimeout(90_000);
    const words = `Fehlt hier nicht Cascadia? ${Date.now()}`;
    const miaContext = await browser.newContext();
    const mia = await miaContext.newPage();
    await signIn(mia, 'mia@spielraum.demo');
    await mia.goto('/recommendations/kooperativ-gewinnen');
    // the form arrives server-rendered: text typed before hydration is reset by it
    await toBeHydrated(mia.getByRole('button', { name: 'Kommentar senden' }));
    await mia.getByRole('textbox', { name: 'Dein Kommentar' }).fill(words);
    await mia.getByRole('button', { name: 'Kommentar senden' }).click();
    await expect(mia.getByText(words)).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/recommendations/kooperativ-gewinnen');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText(words)).toHaveCount(0);

    const curatorContext = await browser.newContext();
    const curator = await curatorContext.newPage();
    await signIn(curator, 'kuratorin@spielraum.demo');
    await curator.goto('/recommendationscomments');
    const card = curator.getByRole('listitem').filter({ hasText: words });
    await toBeHydrated(card.getByRole('button', { name: 'Freigeben', exact: true }));
    await card.getByRole('button', { name: 'Freigeben', exact: true }).click();
    await expect(curator.getByRole('listitem').filter({ hasText: words })).toHaveCount(0);

    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await signIn(reader, 'haendler@spielraum.demo');
    await reader.goto('/recommendations/kooperativ-gewinnen');
    const comment = reader.getByRole('listitem').filter({ hasText: words });
    await expect(comment).toBeVisible();
    await comment.getByRole('button', { name: /melden$/ }).click();
    const dialog = reader.getByRole('dialog', { name: 'Beitrag melden' });
    await dialog.getByRole('textbox').fill('Werbung für einen Shop');
    await dialog.getByRole('button', { name: 'Meldung senden' }).click();
    await expect(reader.getByText('Danke für deinen Hinweis.', { exact: false })).toBeVisible();

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, 'redaktion@spielraum.demo');
    await editor.goto('/redaktion/moderation?kind=recommendation_comment');
    const reported = editor.getByRole('listitem').filter({ hasText: words });
    await expect(reported.getByText('Werbung für einen Shop')).toBeVisible();
    await Promise.all([
      miaContext.close(),
      visitor.close(),
      curatorContext.close(),
      readerContext.close(),
      editorContext.close(),
    ]);
  });
});
