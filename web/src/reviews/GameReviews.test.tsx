import {
  reportRequestSchema,
  reviewRequestSchema,
  reviewsResponseSchema,
  type GamePage,
  type OwnReview,
  type Review,
  type ReviewsResponse,
  type SessionResponse,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession, signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const published = [
  {
    id: 1,
    author_name: 'Kai',
    title: 'Spannend bis zum Schluss',
    rating: 5,
    text: 'Wir haben es fünfmal hintereinander gespielt.',
    published_at: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 2,
    author_name: 'Lena',
    title: 'Gut zu zweit',
    rating: 4,
    text: 'Kurz und knackig.',
    published_at: '2026-11-18T10:00:00.000Z',
  },
];

function skyTeam(): GamePage {
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
      attributes: {},
    },
    media: [],
    prices: {
      best_price: null,
      best_total: null,
      highest_total: null,
      availability: 'is_available',
      dealer_count: 0,
      lowest_all_time: null,
      lowest_30d: null,
      lowest_52w: null,
      updated_at: null,
    },
    offers: [],
    price_history: [],
    shipping: [],
    reviews: { count: 2, average: 4.5, items: published },
    base_game: null,
    expansions: [],
    related: [],
  };
}

function review(overrides: Partial<Review> & Pick<Review, 'id'>): Review {
  const base = published.find((item) => item.id === overrides.id) ?? published[0]!;
  return { ...base, helpful_count: 0, voted: false, own: false, ...overrides };
}

function ownReview(overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    id: 9,
    title: 'Mein Urteil',
    rating: 3,
    text: 'Solide.',
    status: 'pending',
    rejection_reason: null,
    moderator_note: null,
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/**
 * A fake search-api for the game page and the review calls: the reviews and the viewer's own
 * review are held in memory; reporting the same review twice answers 409 as the API does.
 */
function fakeReviewsApi(
  session: SessionResponse,
  state: { reviews?: Review[]; own?: OwnReview | null; pages?: number } = {},
) {
  const calls: Call[] = [];
  let reviews = state.reviews ?? [review({ id: 1, helpful_count: 3 }), review({ id: 2 })];
  let own = state.own ?? null;
  const reported = new Set<number>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/game/sky-team/') return Response.json({ data: skyTeam() });
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.search, body });
    if (url.pathname === '/api/game/11/reviews/') {
      const answer: ReviewsResponse = {
        data: {
          average: 4.5,
          count: 2,
          distribution: [0, 0, 0, 1, 1],
          reviews,
          sort: (url.searchParams.get('sort') as 'newest' | 'helpful' | null) ?? 'newest',
          page: Number(url.searchParams.get('page') ?? 1),
          pages: state.pages ?? 1,
          own,
        },
      };
      return Response.json(reviewsResponseSchema.parse(answer));
    }
    if (url.pathname === '/api/game/11/review/' && method === 'PUT') {
      const request = reviewRequestSchema.parse(body);
      own = ownReview({ ...request, status: 'pending' });
      return Response.json({ data: own });
    }
    if (url.pathname === '/api/game/11/review/' && method === 'DELETE') {
      own = null;
      return Response.json({ data: 'success' });
    }
    const helpful = /^\/api\/reviews\/(\d+)\/helpful\/$/.exec(url.pathname);
    if (helpful) {
      const voted = method === 'POST';
      reviews = reviews.map((item) =>
        item.id === Number(helpful[1])
          ? { ...item, voted, helpful_count: item.helpful_count + (voted ? 1 : -1) }
          : item,
      );
      const changed = reviews.find((item) => item.id === Number(helpful[1]))!;
      return Response.json({ data: { helpful_count: changed.helpful_count, voted: changed.voted } });
    }
    if (url.pathname === '/api/reports/' && method === 'POST') {
      const request = reportRequestSchema.parse(body);
      if (reported.has(request.item_id))
        return Response.json(
          { status: 409, error: 'already reported', message: 'Du hast diesen Beitrag bereits gemeldet.' },
          { status: 409 },
        );
      reported.add(request.item_id);
      return Response.json({ data: 'success' });
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return calls;
}

const unverifiedSession: SessionResponse = {
  data: { ...signedInSession.data, user: { ...signedInSession.data.user!, verified: false } },
};

/** Turns to the reviews (the pointer over them) and waits for their interactive part. */
async function openPanel(user: ReturnType<typeof userEvent.setup>, section: HTMLElement) {
  await user.hover(within(section).getByText('4,5 von 5 Sternen aus 2 Bewertungen'));
  await waitFor(() => expect(within(section).queryByText('Bewertungen werden geladen …')).toBeNull());
  await within(section).findByRole('combobox', { name: 'Sortieren' });
}

const reviewCalls = (calls: Call[]) => calls.filter((call) => call.path.startsWith('/api/game/11/review'));

describe('the game page reviews', { timeout: 30_000 }, () => {
  it('shows the published reviews from the page data, and loads nothing more until used', async () => {
    const calls = fakeReviewsApi(anonymousSession);
    renderApp('/games/brettspiele/sky-team');
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    expect(within(section).getByText('4,5 von 5 Sternen aus 2 Bewertungen')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '4,5 von 5 Sternen' })).toBeInTheDocument();
    const distribution = within(section).getByRole('list', { name: 'Verteilung der Sterne' });
    expect(
      within(distribution)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['5 Sterne1', '4 Sterne1', '3 Sterne0', '2 Sterne0', '1 Stern0']);
    expect(
      within(section).getByText(/Die Redaktion prüft jede Bewertung vor der Veröffentlichung/),
    ).toBeInTheDocument();
    const kai = within(section).getByRole('article', { name: 'Bewertung von Kai' });
    expect(within(kai).getByText('Spannend bis zum Schluss')).toBeInTheDocument();
    expect(within(kai).getByText('von Kai am 20.11.2026')).toBeInTheDocument();
    expect(reviewCalls(calls)).toEqual([]);
  });

  it('opens the login dialog for visitors who want to write one', async () => {
    const user = userEvent.setup();
    fakeReviewsApi(anonymousSession);
    renderApp('/games/brettspiele/sky-team');
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    await user.click(within(section).getByRole('button', { name: 'Bewertung schreiben' }));
    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('asks unverified users to confirm their address first', async () => {
    const user = userEvent.setup();
    fakeReviewsApi(unverifiedSession);
    renderApp('/games/brettspiele/sky-team');
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    await openPanel(user, section);
    await user.click(within(section).getByRole('button', { name: 'Bewertung schreiben' }));
    expect(
      await within(section).findByText(/Bitte bestätige zuerst deine E-Mail-Adresse/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('requires a rating, then sends the review and shows it as waiting for the check', async () => {
    const user = userEvent.setup();
    const calls = fakeReviewsApi(signedInSession);
    renderApp('/games/brettspiele/sky-team');
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    await openPanel(user, section);
    await user.click(within(section).getByRole('button', { name: 'Bewertung schreiben' }));
    const form = await within(section).findByRole('form', { name: 'Deine Bewertung zu Sky Team' });
    await user.type(within(form).getByRole('textbox', { name: /Titel/ }), '  Herausragend  ');
    await user.type(within(form).getByRole('textbox', { name: /Dein Text/ }), 'Spielt sich wie im Cockpit.');
    await user.click(within(form).getByRole('button', { name: 'Bewertung senden' }));
    expect(await within(form).findByText('Bitte bewerte das Spiel')).toBeInTheDocument();
    expect(within(form).getByRole('radiogroup', { name: /Deine Wertung/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: '4 Sterne' }));
    await user.click(within(form).getByRole('button', { name: 'Bewertung senden' }));
    expect(
      await within(section).findByText(
        'Danke! Deine Bewertung ist bei der Redaktion und erscheint nach der Prüfung.',
      ),
    ).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/game/11/review/');
    expect(reviewRequestSchema.safeParse(put?.body).success).toBe(true);
    expect(put?.body).toEqual({ title: 'Herausragend', rating: 4, text: 'Spielt sich wie im Cockpit.' });

    const own = await within(section).findByRole('region', { name: 'Deine Bewertung' });
    expect(within(own).getByText('wartet auf Prüfung')).toBeInTheDocument();
    expect(within(own).getByText('Herausragend')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Zurückziehen' })).toBeInTheDocument();
  });

  it('shows the own rejected review with reason and note, edits it and withdraws it', async () => {
    const user = userEvent.setup();
    const calls = fakeReviewsApi(signedInSession, {
      own: ownReview({
        status: 'rejected',
        rejection_reason: 'Enthält persönliche Daten',
        moderator_note: 'Bitte ohne Telefonnummer.',
      }),
    });
    renderApp('/games/brettspiele/sky-team');
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    await openPanel(user, section);
    const own = await within(section).findByRole('region', { name: 'Deine Bewertung' });
    expect(within(own).getByText('abgelehnt')).toBeInTheDocument();
    expect(within(own).getByText('Grund: Enthält persönliche Daten')).toBeInTheDocument();
    expect(within(own).getByText('Hinweis der Redaktion: Bitte ohne Telefonnummer.')).toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Bearbeiten' }));
    const form = await within(section).findByRole('form', { name: 'Deine Bewertung zu Sky Team' });
    expect(within(form).getByRole('textbox', { name: /Titel/ })).toHaveValue('Mein Urteil');
    expect(within(form).getByRole('radio', { name: '3 Sterne' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Abbrechen' }));

    await user.click(within(section).getByRole('button', { name: 'Zurückziehen' }));
    await user.click(within(section).getByRole('button', { name: 'Ja, zurückziehen' }));
    expect(await screen.findByText('Deine Bewertung ist zurückgezogen.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByRole('region', { name: 'Deine Bewertung' })).toBeNull(),
    );
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/game/11/review/')).toBe(true);
  });

  it('marks others\u2019 reviews helpful and back, never the own one', async () => {
    const user = userEvent.setup();
    const calls = fakeReviewsApi(signedInSession, {
      reviews: [review({ id: 1, helpful_count: 3 }), review({ id: 2, helpful_count: 1, own: true })],
    });
    renderApp('/games/brettspiele/sky-team');
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    await openPanel(user, section);
    const kai = await within(section).findByRole('article', { name: 'Bewertung von Kai' });
    const helpful = await within(kai).findByRole('button', { name: 'Hilfreich (3)' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await user.click(helpful);
    const marked = await within(kai).findByRole('button', { name: 'Hilfreich (4)' });
    expect(marked).toHaveAttribute('aria-pressed', 'true');
    await user.click(marked);
    expect(await within(kai).findByRole('button', { name: 'Hilfreich (3)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      calls.filter((call) => call.path === '/api/reviews/1/helpful/').map((call) => call.method),
    ).toEqual(['POST', 'DELETE']);

    const lena = within(section).getByRole('article', { name: 'Bewertung von Lena' });
    expect(within(lena).queryByRole('button', { name: /Hilfreich/ })).toBeNull();
    expect(within(lena).queryByRole('button', { name: /melden/ })).toBeNull();
  });

  it('reports a review with a reason, once', async () => {
    const user = userEvent.setup();
    const calls = fakeReviewsApi(signedInSession);
    renderApp('/games/brettspiele/sky-team');
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    await openPanel(user, section);
    const report = await within(section).findByRole('button', { name: 'Bewertung von Kai melden' });
    await user.click(report);
    let dialog = await screen.findByRole('dialog', { name: 'Beitrag melden' });
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByText('Dies ist eine Pflichtangabe.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Warum meldest du/ }), 'Beleidigend');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(
      await screen.findByText('Danke für deinen Hinweis. Die Redaktion sieht sich den Beitrag an.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Beitrag melden' })).toBeNull());
    expect(calls.filter((call) => call.path === '/api/reports/').map((call) => call.body)).toEqual([
      { item_type: 'review', item_id: 1, reason: 'Beleidigend' },
    ]);

    await user.click(report);
    dialog = await screen.findByRole('dialog', { name: 'Beitrag melden' });
    await user.type(within(dialog).getByRole('textbox', { name: /Warum meldest du/ }), 'Nochmal');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Du hast diesen Beitrag bereits gemeldet.')).toBeInTheDocument();
  });

  it('sorts by helpfulness and pages through the reviews', async () => {
    const user = userEvent.setup();
    const calls = fakeReviewsApi(anonymousSession, { pages: 3 });
    renderApp('/games/brettspiele/sky-team');
    const section = await screen.findByRole('region', { name: 'Bewertungen' });
    await openPanel(user, section);
    const sort = await within(section).findByRole('combobox', { name: 'Sortieren' });
    await user.selectOptions(sort, 'Hilfreichste zuerst');
    await user.click(await within(section).findByRole('button', { name: 'Seite 2' }));
    await waitFor(() =>
      expect(reviewCalls(calls).map((call) => call.query)).toEqual([
        '?sort=newest',
        '?sort=helpful',
        '?sort=helpful&page=2',
      ]),
    );
  });
});
