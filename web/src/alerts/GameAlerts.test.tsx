import type { Alert, GameOffer, GamePage, SessionResponse } from '@spielraum/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession, signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

function offer(id: number, total: number, language: string): GameOffer {
  return {
    offer_id: id,
    dealer: { id, slug: `h${id}`, name: `Händler ${id}`, logo_image_id: null, rating: null, rating_count: 0 },
    title: 'Sky Team',
    url: `https://shop${id}.example/sky-team`,
    price: total,
    shipping: 0,
    total,
    availability: 'is_available',
    delivery_time: null,
    condition: 'new',
    language,
    last_update: '2026-11-01T08:00:00.000Z',
  };
}

/** The game page of Sky Team: its best total from one German offer, or the `offers` given. */
function gamePage(
  availability: GamePage['prices']['availability'],
  bestTotal: number | null,
  offers: GameOffer[] = bestTotal === null ? [] : [offer(1, bestTotal, 'de')],
): GamePage {
  return {
    product: {
      product_id: 11,
      slug: 'sky-team',
      title: 'Sky Team',
      alternative_titles: [],
      label: null,
      category: 'brettspiele',
      product_type: 'game',
      description: '',
      number_of_players_from: 2,
      number_of_players_to: 2,
      playing_time: 20,
      release_year: 2023,
      age_from: 12,
      age_to: null,
      available_from: null,
      number_of_pages: null,
      number_of_cards: null,
      unit_size: null,
      scale: null,
      rating: null,
      total_votes: 0,
      versions: [],
      attributes: { publisher: [{ id: 4, slug: 'kosmos', name: 'Kosmos' }] },
    },
    media: [],
    prices: {
      best_price: bestTotal,
      best_total: bestTotal,
      highest_total: bestTotal,
      availability,
      dealer_count: bestTotal === null ? 0 : 1,
      lowest_all_time: null,
      lowest_30d: null,
      lowest_52w: null,
      updated_at: null,
    },
    offers,
    price_history: [],
    shipping: [],
    reviews: { count: 0, average: null, items: [] },
    base_game: null,
    expansions: [],
    related: [],
  };
}

/** A fake search-api with one game; alert creation answers the identical-alert refusal the second time. */
function fakeGameApi(session: SessionResponse, game: GamePage) {
  const created: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/game/sky-team/') return Response.json({ data: game });
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    if (url.pathname === '/api/alerts/' && init.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      if (created.some((entry) => JSON.stringify(entry) === JSON.stringify(body)))
        return Response.json(
          {
            status: 409,
            error: 'identical alert exists',
            message: 'Ein identischer Preisalarm existiert bereits.',
          },
          { status: 409 },
        );
      created.push(body);
      const alert: Alert = {
        id: created.length,
        kind: 'price',
        news_type: null,
        product: null,
        publisher: null,
        desired_price: null,
        desired_discount_percent: null,
        reference_price: null,
        threshold_price: null,
        low_window: null,
        language: null,
        compared_total: null,
        rule: null,
        paused: false,
        state: 'active',
        last_fired_at: null,
        created_at: '2026-11-21T10:00:00.000Z',
      };
      return Response.json({ data: alert }, { status: 201 });
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return created;
}

describe('the game page alert box', { timeout: 30_000 }, () => {
  it('opens the login dialog for visitors', async () => {
    const user = userEvent.setup();
    fakeGameApi(anonymousSession, gamePage('is_available', 2849));
    renderApp('/games/brettspiele/sky-team');
    const box = await screen.findByRole('region', { name: 'Alarme' });
    expect(within(box).queryByRole('button', { name: 'Verfügbarkeitsalarm' })).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Preisalarm' }));
    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('sends the desired total in cents and shows the identical-alert text as a toast', async () => {
    const user = userEvent.setup();
    const created = fakeGameApi(signedInSession, gamePage('is_available', 2849));
    renderApp('/games/brettspiele/sky-team');
    const box = await screen.findByRole('region', { name: 'Alarme' });
    for (const attempt of [1, 2]) {
      await user.click(within(box).getByRole('button', { name: 'Preisalarm' }));
      const dialog = await screen.findByRole('dialog', { name: 'Preisalarm für Sky Team' });
      expect(
        within(dialog).getByText('Aktuell günstigster Gesamtpreis inkl. Versand: 28,49 €'),
      ).toBeInTheDocument();
      const input = within(dialog).getByRole('textbox', { name: /Wunschpreis/ });
      await user.clear(input);
      await user.type(input, '19,99');
      await user.click(within(dialog).getByRole('button', { name: 'Alarm setzen' }));
      if (attempt === 1) await screen.findByText('Der Alarm wurde angelegt.');
    }
    expect(await screen.findByText('Ein identischer Preisalarm existiert bereits.')).toBeInTheDocument();
    expect(created).toEqual([{ kind: 'price', product_id: 11, desired_price: 1999 }]);
  });

  it('offers the availability alert while the game cannot be ordered, and no saving without an offer', async () => {
    const user = userEvent.setup();
    const created = fakeGameApi(signedInSession, gamePage('not_available', null));
    renderApp('/games/brettspiele/sky-team');
    const box = await screen.findByRole('region', { name: 'Alarme' });
    await user.click(within(box).getByRole('button', { name: 'Verfügbarkeitsalarm' }));
    await user.click(within(box).getByRole('button', { name: 'Neuigkeiten zum Verlag' }));
    await user.click(within(box).getByRole('button', { name: 'Preisalarm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preisalarm für Sky Team' });
    expect(within(dialog).getByRole('radio', { name: 'bei Ersparnis' })).toBeDisabled();
    expect(
      within(dialog).getByText('Ersparnis-Alarme sind möglich, sobald es ein Angebot gibt.'),
    ).toBeInTheDocument();
    expect(created).toEqual([
      { kind: 'availability', product_id: 11 },
      { kind: 'news', news_type: 'publishers', publisher_id: 4 },
    ]);
  });

  it("takes a saving for one edition from that edition's offers, without the user's excluded dealers", async () => {
    const user = userEvent.setup();
    const game = gamePage('is_available', 2000, [
      offer(1, 2000, 'en'),
      offer(2, 2500, 'de'),
      offer(3, 1800, 'de'),
    ]);
    game.product.versions = [
      { product_version_id: 1, gtin: '4002051693602', sku: null, language: 'de', edition: null },
      { product_version_id: 2, gtin: '0681706711218', sku: null, language: 'en', edition: null },
    ];
    const session: SessionResponse = {
      ...signedInSession,
      data: { ...signedInSession.data, user: { ...signedInSession.data.user!, excluded_dealer_ids: [3] } },
    };
    const created = fakeGameApi(session, game);
    renderApp('/games/brettspiele/sky-team');
    const box = await screen.findByRole('region', { name: 'Alarme' });
    await user.click(within(box).getByRole('button', { name: 'Preisalarm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preisalarm für Sky Team' });
    expect(
      within(dialog).getByText('Aktuell günstigster Gesamtpreis inkl. Versand: 20,00 €'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'bei Ersparnis' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Sprachausgabe' }));
    await user.click(await screen.findByRole('option', { name: 'nur Ausgabe auf Deutsch' }));
    // the German edition's best is 25 € at dealer 2: dealer 3's 18 € is excluded
    expect(
      within(dialog).getByText('Aktuell günstigster Gesamtpreis inkl. Versand: 25,00 €'),
    ).toBeInTheDocument();
    const saving = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: /^Ersparnis gegenüber dem aktuellen Gesamtpreis von 25,00\s€$/,
    });
    expect(saving.value).toMatch(/^15\+ % sparen \(höchstens 21,25\s€\)$/);
    await user.click(within(dialog).getByRole('button', { name: 'Alarm setzen' }));
    await screen.findByText('Der Alarm wurde angelegt.');
    expect(created).toEqual([
      { kind: 'price', product_id: 11, desired_discount_percent: 15, language: 'de' },
    ]);
  });
});
