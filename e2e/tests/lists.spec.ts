import { expect, test, type Locator, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

const DEMO_PASSWORD = 'spielraum-demo';

async function logIn(page: Page, email: string) {
  await openLoginDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail Adresse').fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

/**
 * A menu whose code loads on intent, with the keyboard: the focus on its placeholder loads the
 * code (`chunk`) and the menu's button takes the focus over; Enter opens it (with `item`), the
 * arrow key walks into it, Escape closes it with the focus back on the button.
 */
async function openWalkAndEscape(page: Page, button: Locator, chunk: RegExp, item: string) {
  const code = page.waitForResponse(chunk);
  const placeholder = await button.elementHandle();
  await button.focus();
  await code;
  // the menu's own button has replaced the placeholder and taken its focus (an Enter in the one
  // render between the code's arrival and that swap would be lost)
  await expect.poll(() => button.evaluate((element, old) => element !== old, placeholder)).toBe(true);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
}

/** "1.234,56 €" → 123456 cents. */
function cents(text: string): number {
  const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(text);
  if (!match) throw new Error(`no euro amount in "${text}"`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

test.describe('wish lists, sharing and ignored games', () => {
  test('a visitor who wants to keep a game gets the login dialog', async ({ page }) => {
    await page.goto('/games');
    const keep = page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: / merken$/ });
    // the server-rendered button works once the card has hydrated (cards hydrate after the rest);
    // one click then, since a second one while the dialog's module loads would close it again
    await toBeHydrated(keep);
    await keep.click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });

  test('the keyboard opens "Merken" and the user menu, and Escape puts the focus back on their buttons', async ({
    page,
  }) => {
    await logIn(page, 'kuratorin@spielraum.demo');
    await page.goto('/games');
    const keep = page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: / merken$/ });
    await toBeHydrated(keep);
    await openWalkAndEscape(page, keep, /\/AddToListMenuDropdown-[\w-]+\.js$/, 'Listen verwalten');
    // and again from the loaded button
    const menu = page.getByRole('menu');
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(keep).toBeFocused();

    const account = page.getByRole('banner').getByRole('button', { name: 'Benutzermenü' });
    await openWalkAndEscape(page, account, /\/UserMenuDropdown-[\w-]+\.js$/, 'Abmelden');
  });

  test('create a wish list, add three games from the search, annotate, share, view logged out, revoke', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'mia@spielraum.demo');

    // adding before any wish list exists: SPEC's text, with a way to create one
    await page.goto('/games');
    const cards = page.getByRole('main').getByRole('article').filter({ hasText: /ab \d/ });
    await toBeHydrated(cards.first().getByRole('button', { name: / merken$/ }));
    await cards
      .first()
      .getByRole('button', { name: / merken$/ })
      .click();
    await page.getByRole('menuitem', { name: 'Auf die Wunschliste' }).click();
    const notice = page.getByRole('alert').filter({
      hasText: 'Bitte lege zuerst eine Wunschliste oder Sammlung an, bevor du Spiele hinzufügst.',
    });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Listen verwalten' }).click();

    await expect(page).toHaveURL(/\/wishlists$/);
    await expect(page.getByRole('heading', { name: 'Meine Wunschlisten', level: 1 })).toBeVisible();
    await expect(page.getByText('Du hast noch keine Wunschliste.')).toBeVisible();
    await page.getByLabel('Name der neuen Liste').fill('Geburtstag');
    await page.getByRole('button', { name: 'Liste anlegen' }).click();
    await expect(page.getByRole('link', { name: 'Geburtstag' })).toBeVisible();

    // three games from the search page
    await page.goto('/games');
    await toBeHydrated(cards.first().getByRole('button', { name: / merken$/ }));
    const titles: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const card = cards.nth(index);
      titles.push((await card.getByRole('heading').innerText()).trim());
      await card.getByRole('button', { name: / merken$/ }).click();
      await page.getByRole('menuitem', { name: 'Geburtstag', exact: true }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: `„${titles[index]}“ steht jetzt auf „Geburtstag“.` }),
      ).toBeVisible();
    }

    await page.goto('/wishlists');
    await expect(page.getByText('3 Spiele')).toBeVisible();
    await page.getByRole('link', { name: 'Geburtstag' }).click();
    await expect(page.getByRole('heading', { name: 'Geburtstag', level: 1 })).toBeVisible();
    const totals = await page.getByTestId('item-best-total').allInnerTexts();
    expect(totals).toHaveLength(3);
    const sum = page.getByTestId('best-total-sum');
    expect(cents(await sum.innerText())).toBe(totals.map(cents).reduce((a, b) => a + b, 0));
    await expect(page.getByText('3 von 3 Spielen mit Angebot')).toBeVisible();

    // note and priority of the third game: it moves to the top
    const third = titles[2]!;
    await page.getByRole('textbox', { name: `Notiz zu ${third}` }).fill('Die deutsche Ausgabe, bitte');
    await page.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Die Notiz wurde gespeichert.' })).toBeVisible();
    await page.getByRole('textbox', { name: `Priorität für ${third}` }).click();
    await page.getByRole('option', { name: '1 – sehr wichtig' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Die Priorität wurde gespeichert.' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(third);
    await expect(page.getByRole('textbox', { name: `Notiz zu ${third}` })).toHaveValue(
      'Die deutsche Ausgabe, bitte',
    );
    await page.screenshot({ path: 'test-results/lists-wishlist.png', fullPage: true });

    // share, open the link logged out, revoke
    await page.getByRole('button', { name: 'Liste teilen' }).click();
    const shareLink = await page.getByRole('textbox', { name: 'Link zum Teilen' }).inputValue();
    expect(shareLink).toMatch(/\/wishlistview\/[A-Za-z0-9_-]{22}$/);
    const sharePath = new URL(shareLink).pathname;

    const visitor = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(new URL(sharePath, page.url()).toString());
    expect(response?.status()).toBe(200);
    await expect(
      visitorPage.getByRole('heading', { name: 'Wunschliste „Geburtstag“', level: 1 }),
    ).toBeVisible();
    await expect(visitorPage.getByText('geteilt von Mia')).toBeVisible();
    await expect(visitorPage.getByText('Notiz: Die deutsche Ausgabe, bitte')).toBeVisible();
    expect(cents(await visitorPage.getByTestId('best-total-sum').innerText())).toBe(
      totals.map(cents).reduce((a, b) => a + b, 0),
    );
    await expect(visitorPage.getByRole('textbox')).toHaveCount(0);
    await expect(visitorPage.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await visitorPage.screenshot({ path: 'test-results/lists-shared-view.png', fullPage: true });

    await page.getByRole('button', { name: 'Teilen beenden' }).click();
    await expect(page.getByRole('button', { name: 'Liste teilen' })).toBeVisible();
    const revoked = await visitorPage.goto(new URL(sharePath, page.url()).toString());
    expect(revoked?.status()).toBe(404);
    await expect(visitorPage.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await visitor.close();
  });

  test('ignore a game from its card: it leaves the list, the ignored games page lists it, undo brings it back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, 'mia@spielraum.demo');
    await page.goto('/games');
    const hits = page.getByRole('main').getByRole('article');
    const first = hits.first();
    const title = (await first.getByRole('heading').innerText()).trim();
    await toBeHydrated(first.getByRole('button', { name: `${title} ignorieren` }));
    await first.getByRole('button', { name: `${title} ignorieren` }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: `„${title}“ wird ignoriert und in der Suche ausgeblendet.` });
    await expect(notice).toBeVisible();
    await expect(hits.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/lists-ignored-toast.png' });

    await notice.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `„${title}“ wird wieder angezeigt.` }),
    ).toBeVisible();
    await expect(hits.getByRole('heading', { name: title, exact: true })).toHaveCount(1);

    // ignore again and undo from the ignored games page
    await hits
      .first()
      .getByRole('button', { name: `${title} ignorieren` })
      .click();
    await expect(hits.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    // the switch shows it again (the toast's undo is gone by now: it closes after 8 s)
    await page.getByRole('switch', { name: 'Ignorierte Spiele anzeigen' }).check();
    await expect(hits.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
    await expect(page).toHaveURL(/show-ignored=1/);
    await page.getByRole('switch', { name: 'Ignorierte Spiele anzeigen' }).uncheck();
    await expect(hits.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

    await page.goto('/ignore-games');
    await expect(page.getByRole('heading', { name: 'Ignorierte Spiele', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.screenshot({ path: 'test-results/lists-ignored-page.png', fullPage: true });
    await toBeHydrated(page.getByRole('button', { name: `Ignorieren von ${title} rückgängig machen` }));
    await page.getByRole('button', { name: `Ignorieren von ${title} rückgängig machen` }).click();
    await expect(page.getByText('Du ignorierst zurzeit keine Spiele.')).toBeVisible();

    // the game page knows the state and undoes too
    await page.goto('/games');
    const gameLink = hits.first().getByRole('heading').getByRole('link');
    const gameTitle = (await gameLink.innerText()).trim();
    await gameLink.click();
    await expect(page.getByRole('heading', { name: gameTitle, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `${gameTitle} ignorieren` }).click();
    await expect(page.getByText('Du ignorierst dieses Spiel.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Du ignorierst dieses Spiel.')).toBeVisible();
    await toBeHydrated(page.getByRole('button', { name: `Ignorieren von ${gameTitle} rückgängig machen` }));
    await page.getByRole('button', { name: `Ignorieren von ${gameTitle} rückgängig machen` }).click();
    await expect(page.getByText('Du ignorierst dieses Spiel.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${gameTitle} ignorieren` })).toBeVisible();
  });
});
