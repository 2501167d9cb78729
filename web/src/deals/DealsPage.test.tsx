import {
  CATEGORY_SLUGS,
  dealsResponseSchema,
  type CategorySlug,
  type DealsResponse,
} from '@spielraum/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession, gameCard } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const azul = gameCard({
  product_id: 1,
  slug: 'azul',
  title: 'Azul',
  real_discount: true,
  real_discount_percent: 23,
});
const skat = gameCard({
  product_id: 2,
  slug: 'skat',
  title: 'Skat',
  category: 'kartenspiele',
  real_discount: true,
  real_discount_percent: 31,
});

/** The API's answer for a category: Skat in the card games, Azul in the board games, nothing elsewhere. */
function answer(category: CategorySlug | null, page = 1): DealsResponse {
  const all = [skat, azul];
  const games = category === null ? all : all.filter((game) => game.category === category);
  return dealsResponseSchema.parse({
    data: {
      deals: games.map((game) => ({
        game: { ...game, real_discount_percent: game.real_discount_percent! },
        price_cents: 3000,
        dealer_low_cents: 4000,
      })),
      category,
      categories: CATEGORY_SLUGS.map((slug) => ({
        slug,
        count: all.filter((game) => game.category === slug).length,
      })),
      total: games.length,
      page,
      pages: 1,
      per_page: 24,
    },
  });
}

function stubDealsApi() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/session/') return Response.json(anonymousSession);
      if (url.pathname === '/api/deals/') {
        calls.push(url);
        const category = url.searchParams.get('category') as CategorySlug | null;
        return Response.json(answer(category));
      }
      return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
    }),
  );
  return calls;
}

describe('the deals page', { timeout: 60_000 }, () => {
  it('lists the real discounts with their size, linked to their game pages, with title and canonical', async () => {
    stubDealsApi();
    renderApp('/preisstuerze');
    // the page's code loads lazily with its route: allow for that on a busy machine
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preisstürze' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Skat', 'Azul']);
    expect(cards[0]).toHaveTextContent('−31 % Echter Rabatt');
    expect(within(cards[1]!).getByRole('link', { name: 'Azul' })).toHaveAttribute(
      'href',
      '/games/brettspiele/azul',
    );
    expect(screen.getByText('2 Preisstürze')).toBeInTheDocument();
    expect(document.title).toBe('Preisstürze – Spielraum');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/preisstuerze$/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /niedrigsten Preis desselben Händlers/,
    );
  });

  it('narrows to a category by link and says when a category has none', async () => {
    const calls = stubDealsApi();
    renderApp('/preisstuerze');
    const filter = await screen.findByRole(
      'navigation',
      { name: 'Nach Kategorie filtern' },
      { timeout: 20_000 },
    );
    expect(within(filter).getByRole('link', { name: 'Alle Kategorien (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(filter).getByRole('link', { name: 'Kartenspiele (1)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preisstürze: Kartenspiele' }),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('category')).toBe('kartenspiele');
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Skat']);
    expect(
      within(screen.getByRole('navigation', { name: 'Nach Kategorie filtern' })).getByRole('link', {
        name: 'Kartenspiele (1)',
      }),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Tabletop (0)' }));
    expect(
      await screen.findByText('Gerade keine Preisstürze in dieser Kategorie.', undefined, {
        timeout: 20_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Preisstürze ansehen' })).toHaveAttribute(
      'href',
      '/preisstuerze',
    );
  });

  it('asks for a known category only: an unknown one in the address lists all', async () => {
    const calls = stubDealsApi();
    renderApp('/preisstuerze?category=gibt-es-nicht&page=abc');
    // the page's code loads lazily with its route: allow for that on a busy machine
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preisstürze' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(calls[0]?.search).toBe('');
  });
});
