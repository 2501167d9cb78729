import { gtinCheckDigit, type Availability, type OfferCondition } from '@spielraum/schema';
import { loadDemoCatalogue, type DemoGame } from './catalogue/index';
import { DEMO_DEALERS, type DemoDealer } from './dealers';
import { hashString, SeededRandom } from '@spielraum/schema/synthetic';

export interface DemoVersion {
  gtin: string;
  mpn: string;
  language: string;
  edition: string;
}

export interface DemoProduct {
  game: DemoGame;
  versions: DemoVersion[];
  popularity: number;
  /** Community rating times 100 as a product feed would deliver it, or null for unrated products. */
  ratingCenti: number | null;
  totalVotes: number;
}

export interface DemoPricePoint {
  daysAgo: number;
  priceCents: number;
  availability: Availability;
}

export interface DemoOffer {
  dealer: DemoDealer;
  productSlug: string;
  sku: string;
  gtin: string;
  mpn: string;
  brand: string;
  title: string;
  url: string;
  priceCents: number;
  formerPriceCents: number | null;
  shippingCents: number;
  availability: Availability;
  availabilityDate: string | null;
  deliveryTime: string;
  condition: OfferCondition;
  productType: string;
  /** Oldest first; the last point is the current price. */
  history: DemoPricePoint[];
}

export interface DemoData {
  products: DemoProduct[];
  dealers: DemoDealer[];
  offers: DemoOffer[];
}

/**
 * The demo's seed: the first from 20261121 on under which the demo keeps what generate.test.ts
 * asks of it (a deal behind every start-page tile, the states the journeys use on the games they
 * name). A catalogue change can break that; the test then says what is missing.
 */
export const DEMO_SEED = 20261125;

/** A price that ends like shop prices do: ,99 or ,49 (or ,95 for books). */
function shopPrice(cents: number, random: SeededRandom): number {
  const euros = Math.max(1, Math.floor(cents / 100));
  const ending = random.weighted([
    [99, 6],
    [49, 2],
    [95, 1],
  ] as const);
  return euros * 100 + ending;
}

/** Restricted-circulation GTIN-13 (prefix 29, never assigned to real products) with a valid check digit. */
export function demoGtin(productIndex: number, versionIndex: number): string {
  const body = `29${String(productIndex).padStart(7, '0')}${String(versionIndex).padStart(3, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

const DEALER_GROUP_AFFINITY: Record<string, Partial<Record<DemoGame['group'], number>>> = {
  kartenkoenig: {
    'trading-card-games-tcg': 2.2,
    'trading-cards': 2.2,
    'living-card-games-lcg': 1.8,
    kartenspiele: 1.5,
    tabletop: 0.1,
  },
  zinnsoldat: { tabletop: 3, 'pen-and-paper': 2, brettspiele: 0.6, kartenspiele: 0.3 },
};

function availabilityFor(game: DemoGame, random: SeededRandom): Availability {
  if (game.year >= 2026) return random.next() < 0.7 ? 'pre_available' : 'is_available';
  return random.weighted([
    ['is_available', 70],
    ['not_in_stock_but_can_order', 10],
    ['pre_available', 2],
    ['not_available_reordered', 8],
    ['not_available', 10],
  ] as const);
}

const DELIVERY_TIME: Record<Availability, string> = {
  is_available: '1–3 Werktage',
  not_in_stock_but_can_order: '5–10 Werktage',
  pre_available: 'Vorbestellung, Lieferung nach Erscheinen',
  not_available_reordered: 'Nachbestellt, ca. 2–3 Wochen',
  not_available: 'Derzeit nicht lieferbar',
};

/**
 * Builds the demo data from the hand-written catalogue with a seeded generator: editions with
 * GTINs, popularity and ratings, and for each of the eight fictional dealers its offers with a
 * short price history. The same seed gives the same data every time. Each game draws from a
 * generator of its own (seed and slug), so adding a game to the catalogue leaves the prices,
 * offers and ratings of all other games as they were.
 */
export function generateDemoData(
  seed = DEMO_SEED,
  catalogue: readonly DemoGame[] = loadDemoCatalogue(),
): DemoData {
  const randomFor = (game: DemoGame, part: 'product' | 'offers') =>
    new SeededRandom(hashString(`${seed}:${part}:${game.slug}`));
  const products: DemoProduct[] = catalogue.map((game, index) => {
    const random = randomFor(game, 'product');
    const languages = game.languages.includes('de') ? game.languages : [...game.languages];
    const versions: DemoVersion[] = languages.map((language, versionIndex) => ({
      gtin: demoGtin(index + 1, versionIndex + 1),
      mpn: `${
        game.publisher
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase() || 'SR'
      }-${String(hashString(game.slug) % 1_000_000).padStart(6, '0')}${versionIndex ? `-${language.toUpperCase()}` : ''}`,
      language,
      edition:
        language === 'de'
          ? 'Deutsche Ausgabe'
          : language === 'en'
            ? 'Englische Ausgabe'
            : `Ausgabe (${language})`,
    }));
    const hasAwards = game.awards.length > 0;
    const popularity = Math.round(
      (hasAwards ? 600 : 100) + random.next() * 900 + (2026 - game.year < 5 ? 200 : 0),
    );
    const rated = random.next() < 0.8;
    return {
      game,
      versions,
      popularity,
      ratingCenti: rated ? random.int(hasAwards ? 380 : 300, 490) : null,
      totalVotes: rated ? random.int(3, 400) : 0,
    };
  });

  const offers: DemoOffer[] = [];
  for (const product of products) {
    const { game } = product;
    const random = randomFor(game, 'offers');
    if (random.next() < 0.06) continue; // products without deals exist and are hidden by default
    let carriers = DEMO_DEALERS.filter((dealer) => {
      const affinity = DEALER_GROUP_AFFINITY[dealer.slug]?.[game.group] ?? 1;
      return random.next() < Math.min(0.95, dealer.coverage * affinity);
    });
    if (carriers.length === 0) carriers = [random.pick(DEMO_DEALERS)];
    for (const dealer of carriers) {
      const version =
        product.versions.length > 1 && random.next() < 0.2 ? product.versions[1]! : product.versions[0]!;
      const listPrice = game.typicalPriceCents;
      const priceCents = shopPrice(listPrice * dealer.priceLevel * (0.9 + random.next() * 0.18), random);
      const availability = availabilityFor(game, random);
      const history: DemoPricePoint[] = [];
      const points = random.int(1, 5);
      let daysAgo = random.int(60, 400);
      for (let i = 0; i < points - 1; i++) {
        history.push({
          daysAgo,
          priceCents: shopPrice(listPrice * dealer.priceLevel * (0.85 + random.next() * 0.3), random),
          availability: random.next() < 0.85 ? 'is_available' : 'not_available_reordered',
        });
        daysAgo = Math.max(1, daysAgo - random.int(5, Math.max(6, Math.floor(daysAgo / 2))));
      }
      history.push({ daysAgo: 0, priceCents, availability });
      const sku = `${dealer.slug.slice(0, 3).toUpperCase()}-${hashString(`${dealer.slug}:${version.gtin}`).toString(36).toUpperCase()}`;
      const freeShipping =
        dealer.freeShippingThresholdCents !== null && priceCents >= dealer.freeShippingThresholdCents;
      offers.push({
        dealer,
        productSlug: game.slug,
        sku,
        gtin: version.gtin,
        mpn: version.mpn,
        brand: game.publisher,
        title: version.language === 'de' ? game.title : `${game.title} (${version.edition})`,
        url: `${dealer.website}/p/${game.slug}?sku=${sku}`,
        priceCents,
        formerPriceCents: random.next() < 0.25 ? shopPrice(listPrice * 1.1, random) : null,
        shippingCents: freeShipping ? 0 : dealer.shippingCostDeCents,
        availability,
        availabilityDate:
          availability === 'pre_available' || availability === 'not_available_reordered'
            ? '2026-12-15'
            : null,
        deliveryTime: DELIVERY_TIME[availability],
        condition: random.next() < 0.04 ? 'used' : 'new',
        productType: game.group,
        history,
      });
    }
  }
  return { products, dealers: DEMO_DEALERS, offers };
}
