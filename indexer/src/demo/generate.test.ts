import { describe, expect, it } from 'vitest';
import { CATEGORY_TILES, GENRE_TILES, PUBLISHER_TILES, slugify, THEME_WORLD_TILES } from '@spielraum/schema';
import { loadDemoCatalogue, type DemoGame } from './catalogue/index';
import { generateDemoData, type DemoData } from './generate';

const data = generateDemoData();

/** Games with an offer that can be bought: the ones the lists show by default. */
function withDeals(demo: DemoData): Set<string> {
  return new Set(
    demo.offers.filter((offer) => offer.availability !== 'not_available').map((offer) => offer.productSlug),
  );
}

describe('the demo data', () => {
  it('has a game with a deal behind every start-page tile', () => {
    const dealt = data.products
      .filter((product) => withDeals(data).has(product.game.slug))
      .map((p) => p.game);
    const some = (test: (game: DemoGame) => boolean) => dealt.some(test);
    const missing = [
      ...CATEGORY_TILES.filter((tile) => tile.term !== null && !tile.term.startsWith('group:'))
        .filter((tile) => !some((game) => game.categories.some((name) => slugify(name) === tile.term)))
        .map((tile) => `category ${tile.slug}`),
      ...GENRE_TILES.filter((tile) => tile.term !== null)
        .filter((tile) => !some((game) => game.genres.some((name) => slugify(name) === tile.term)))
        .map((tile) => `genre ${tile.slug}`),
      ...THEME_WORLD_TILES.filter(
        (tile) => !some((game) => slugify(game.themeWorld ?? '') === tile.slug),
      ).map((tile) => `theme world ${tile.slug}`),
      ...PUBLISHER_TILES.filter((tile) => !some((game) => slugify(game.publisher) === tile.slug)).map(
        (tile) => `publisher ${tile.slug}`,
      ),
    ];
    expect(missing).toEqual([]);
  });

  it('shows the states the journeys and API tests use on the games they name', () => {
    const dealt = withDeals(data);
    const named = [
      'sky-team',
      'kingdomino',
      'azul',
      'catan',
      'wizard',
      'carcassonne',
      'dorfromantik-das-brettspiel',
      ...data.products
        .map((product) => product.game.slug)
        .filter((slug) => slug.startsWith('exit-das-spiel')),
    ];
    expect(named.filter((slug) => !dealt.has(slug))).toEqual([]);
    // Sky Team: a price comparison of several totals, and the availability filter has work to do
    const skyTeam = data.offers.filter((offer) => offer.productSlug === 'sky-team');
    const buyable = skyTeam.filter((offer) => offer.availability !== 'not_available');
    expect(new Set(buyable.map((offer) => offer.priceCents + offer.shippingCents)).size).toBeGreaterThan(1);
    expect(skyTeam.some((offer) => offer.availability === 'is_available')).toBe(true);
    expect(skyTeam.some((offer) => offer.availability !== 'is_available')).toBe(true);
    // the first game of the unfiltered list (most popular, accessories hidden) is compared by several dealers
    const first = data.products
      .filter((product) => product.game.productType !== 'accessory' && dealt.has(product.game.slug))
      .sort((a, b) => b.popularity - a.popularity)[0]!;
    const firstBuyable = data.offers.filter(
      (offer) => offer.productSlug === first.game.slug && offer.availability !== 'not_available',
    );
    expect(firstBuyable.length).toBeGreaterThan(1);
  });

  it('keeps every other game as it was when a game is added to the catalogue', () => {
    const catalogue = loadDemoCatalogue();
    const added = catalogue.find(
      (game) => game.slug === 'dc-comics-dice-masters-justice-league-starter-set',
    )!;
    const without = generateDemoData(
      undefined,
      catalogue.filter((game) => game.slug !== added.slug),
    );
    // GTINs (and SKUs made from them) number the products; prices, offers and ratings do not move
    const facts = (demo: DemoData) => ({
      products: demo.products
        .filter((product) => product.game.slug !== added.slug)
        .map(({ game, popularity, ratingCenti, totalVotes }) => [
          game.slug,
          popularity,
          ratingCenti,
          totalVotes,
        ]),
      offers: demo.offers
        .filter((offer) => offer.productSlug !== added.slug)
        .map((offer) => [
          offer.productSlug,
          offer.dealer.slug,
          offer.priceCents,
          offer.availability,
          offer.history,
        ]),
    });
    expect(facts(data)).toEqual(facts(without));
  });
});
