import type { GameOffer, GamePage } from '@spielraum/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession, gameCard } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { gameJsonLd, gameProductJsonLd } from './game-json-ld';

function offer(
  overrides: Partial<GameOffer> & Pick<GameOffer, 'offer_id' | 'price' | 'shipping'>,
): GameOffer {
  return {
    dealer: {
      id: overrides.offer_id,
      slug: `haendler-${overrides.offer_id}`,
      name: `Händler ${overrides.offer_id}`,
      logo_image_id: null,
      rating: null,
      rating_count: 0,
    },
    title: 'Sky Team',
    url: `https://haendler-${overrides.offer_id}.example/sky-team`,
    total: overrides.price + overrides.shipping,
    availability: 'is_available',
    delivery_time: null,
    condition: 'new',
    language: 'de',
    last_update: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Sky Team as the tester saw it: a rating of 4,5 from 393 votes in the product data and no
 * published review; the best total is 28,49 € (25,49 € + 3,00 € shipping), while another
 * dealer has the lowest item price (24,99 €) but a dearer total.
 */
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
      rating: 4.5,
      total_votes: 393,
      versions: [],
      attributes: {
        publisher: [{ id: 4, slug: 'kosmos', name: 'Kosmos' }],
        // product feeds name languages by their ISO codes
        language: [
          { id: 7, slug: 'de', name: 'de' },
          { id: 8, slug: 'en', name: 'en' },
        ],
      },
    },
    media: [],
    prices: {
      best_price: 2499,
      best_total: 2849,
      highest_total: 2994,
      availability: 'is_available',
      dealer_count: 2,
      lowest_all_time: 2649,
      lowest_30d: 2849,
      lowest_52w: 2749,
      updated_at: '2026-11-21T10:00:00.000Z',
    },
    offers: [
      offer({ offer_id: 1, price: 2549, shipping: 300 }),
      offer({ offer_id: 2, price: 2499, shipping: 495 }),
    ],
    price_history: [
      { day: '2026-11-20', price: 2949 },
      { day: '2026-11-21', price: 2849 },
    ],
    shipping: [],
    reviews: { count: 0, average: null, items: [] },
    base_game: null,
    expansions: [],
    related: [gameCard({ product_id: 12, slug: 'the-crew', title: 'Die Crew', rating: 4.5 })],
  };
}

function fakeGameApi(game: GamePage) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(anonymousSession);
    if (url.pathname === '/api/game/sky-team/') return Response.json({ data: game });
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
}

const urls = { page: 'https://spielraum.example/games/brettspiele/sky-team', image: undefined };

describe('the game page', { timeout: 30_000 }, () => {
  it('labels the product-data rating as a community rating, apart from our own reviews', async () => {
    fakeGameApi(skyTeam());
    renderApp('/games/brettspiele/sky-team');
    const details = await screen.findByRole('region', { name: 'Produktdetails' });
    expect(within(details).getByText('Community-Wertung (aus den Produktdaten)')).toBeInTheDocument();
    expect(within(details).getByText('4,5 von 5 (393 Stimmen)')).toBeInTheDocument();
    // nothing on the page calls the votes "Bewertungen": those are reviews written at Spielraum
    expect(screen.queryByText(/\d+ Bewertungen?\b/)).toBeNull();
    const reviews = screen.getByRole('region', { name: 'Bewertungen' });
    expect(
      within(reviews).getByText('Zu diesem Spiel gibt es noch keine veröffentlichten Bewertungen.'),
    ).toBeInTheDocument();
    expect(
      within(reviews).getByText(
        'Die Community-Wertung in den Produktdetails stammt aus den Produktdaten und ist keine Bewertung bei Spielraum.',
      ),
    ).toBeInTheDocument();
    // the cards of related games say the same
    const related = screen.getByRole('region', { name: 'Ähnliche Spiele' });
    expect(
      within(related).getByText('Community-Wertung 4,5 von 5 (aus den Produktdaten)'),
    ).toBeInTheDocument();
  });

  it('shows one best price, shipping included, with the item price only as a labelled detail', async () => {
    fakeGameApi(skyTeam());
    renderApp('/games/brettspiele/sky-team');
    expect(await screen.findByTestId('best-total')).toHaveTextContent('ab 28,49 €');
    expect(screen.getByText('davon Artikelpreis 25,49 € + Versand 3,00 €')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Preisverlauf' });
    const current = within(history).getByText('Aktueller Bestpreis inkl. Versand');
    expect(current.nextElementSibling).toHaveTextContent('28,49 €');
    expect(within(history).getByText('Tiefstpreis inkl. Versand der letzten 30 Tage')).toBeInTheDocument();
    // neither the lowest item price (24,99 €) nor the best offer's item price stands alone as a best price
    expect(within(history).queryByText('24,99 €')).toBeNull();
    expect(within(history).queryByText('25,49 €')).toBeNull();
    expect(
      within(history).getByText('Günstigster Gesamtpreis inkl. Versand je Tag über alle Händler.'),
    ).toBeInTheDocument();
  });

  it('marks every "zum Shop" link with its offer, which the web analytics count (only with consent)', async () => {
    fakeGameApi(skyTeam());
    renderApp('/games/brettspiele/sky-team');
    const links = await screen.findAllByRole('link', { name: /^zum Shop: Sky Team bei/ });
    // the table and the phone layout's cards both carry them
    expect(links.map((link) => link.getAttribute('data-offer-id')).sort()).toEqual(['1', '1', '2', '2']);
  });
});

describe('the game page details', { timeout: 30_000 }, () => {
  it('name languages in German, not by their codes', async () => {
    fakeGameApi(skyTeam());
    renderApp('/games/brettspiele/sky-team');
    const details = await screen.findByRole('region', { name: 'Produktdetails' });
    expect(within(details).getByText('Sprache').nextElementSibling).toHaveTextContent(/^Deutsch, Englisch$/);
  });
});

/** Sky Team as no dealer offers it any more: its last offer is gone, no price is known. */
function withoutOffers(game: GamePage): GamePage {
  return {
    ...game,
    offers: [offer({ offer_id: 1, price: 2549, shipping: 300, availability: 'not_available' })],
    prices: {
      ...game.prices,
      best_price: null,
      best_total: null,
      highest_total: null,
      availability: 'not_available',
      dealer_count: 0,
    },
  };
}

const crumbs = [
  { name: 'Start', url: 'https://spielraum.example/' },
  { name: 'Sky Team', url: urls.page },
];

describe('gameJsonLd', () => {
  it('claims no aggregate rating for the product-data rating, only for published reviews', () => {
    expect(gameProductJsonLd(skyTeam(), urls)?.aggregateRating).toBeUndefined();
    const reviewed = { ...skyTeam(), reviews: { count: 2, average: 4, items: [] } };
    expect(gameProductJsonLd(reviewed, urls)?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 2,
    });
  });

  it('describes a game with offers as a Product with an AggregateOffer of the totals including shipping', () => {
    const graph = gameJsonLd(skyTeam(), urls, crumbs)['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({
      name: 'Sky Team',
      url: urls.page,
      brand: { '@type': 'Brand', name: 'Kosmos' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: '28.49',
        highPrice: '29.94',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('emits no Product for a game without offers and reviews, only the breadcrumbs', () => {
    const graph = gameJsonLd(withoutOffers(skyTeam()), urls, crumbs)['@graph'];
    expect(graph).toEqual([
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://spielraum.example/' },
          { '@type': 'ListItem', position: 2, name: 'Sky Team', item: urls.page },
        ],
      },
    ]);
  });

  it('keeps a game without offers a Product while published reviews rate it, without offers', () => {
    const reviewed = { ...withoutOffers(skyTeam()), reviews: { count: 3, average: 4.3, items: [] } };
    const product = gameProductJsonLd(reviewed, urls);
    expect(product).toMatchObject({
      '@type': 'Product',
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
    });
    expect(product?.offers).toBeUndefined();
  });

  it('names only a well-formed GTIN', () => {
    const withGtin = (gtin: string | null) => {
      const game = skyTeam();
      const version = { product_version_id: 1, gtin, sku: null, language: 'de', edition: null };
      return { ...game, product: { ...game.product, versions: [version] } };
    };
    expect(gameProductJsonLd(withGtin('4002051684174'), urls)?.gtin).toBe('4002051684174');
    expect(gameProductJsonLd(withGtin('n/a'), urls)?.gtin).toBeUndefined();
    expect(gameProductJsonLd(withGtin(null), urls)?.gtin).toBeUndefined();
  });
});

describe('the game page head', { timeout: 30_000 }, () => {
  it('writes the visible breadcrumb trail as BreadcrumbList and no Product when no dealer offers the game', async () => {
    fakeGameApi(withoutOffers(skyTeam()));
    renderApp('/games/brettspiele/sky-team');
    const trail = await screen.findByRole('navigation', { name: 'Brotkrumen' });
    const script = document.querySelector('script[type="application/ld+json"]');
    const graph = (JSON.parse(script?.textContent ?? '{}') as { '@graph': Array<Record<string, unknown>> })[
      '@graph'
    ];
    expect(graph.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
    const items = graph[0]!.itemListElement as Array<{ name: string; item: string }>;
    const links = within(trail).getAllByRole('link');
    expect(items.map((item) => item.name)).toEqual([
      ...links.map((link) => link.textContent),
      within(trail).getByText('Sky Team').textContent,
    ]);
    // the test renders without a public origin, so the URLs are the bare paths
    expect(items.map((item) => item.item)).toEqual([
      ...links.map((link) => link.getAttribute('href')),
      '/games/brettspiele/sky-team',
    ]);
  });
});
