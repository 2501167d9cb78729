import type { Alert, GamePage, SessionResponse } from '@spielraum/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession, signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

function gamePage(availability: GamePage['prices']['availability'], bestTotal: number | null): GamePage {
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
    offers: [],
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
});
