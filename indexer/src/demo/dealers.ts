import type { FeedFormat, SocialLinks } from '@spielraum/schema';

/** A fictional demo dealer with its shipping rules to Germany (money in cents). */
export interface DemoDealer {
  slug: string;
  name: string;
  website: string;
  ratingDeci: number;
  ratingCount: number;
  shippingCostDeCents: number;
  freeShippingThresholdCents: number | null;
  shippingInfo: string;
  feedFormat: FeedFormat;
  /** How the dealer prices against the typical price (1 = list price). */
  priceLevel: number;
  /** Share of the catalogue the dealer carries. */
  coverage: number;
  /** Profiles on social networks, on hosts that never resolve (`.example`). */
  socialLinks?: SocialLinks;
}

/** Eight fictional dealers; names and domains are invented (`.example` never resolves). */
export const DEMO_DEALERS: DemoDealer[] = [
  {
    slug: 'spielekiste',
    name: 'Spielekiste',
    website: 'https://spielekiste.example',
    ratingDeci: 47,
    ratingCount: 2310,
    shippingCostDeCents: 495,
    freeShippingThresholdCents: 5000,
    shippingInfo: 'Versand mit DHL, 1–3 Werktage. Ab 50 € versandkostenfrei.',
    feedFormat: 'google_xml',
    priceLevel: 0.93,
    coverage: 0.7,
    socialLinks: {
      mastodon: 'https://spiele.social.example/@spielekiste',
      bluesky: 'https://bsky.app/profile/spielekiste.example',
    },
  },
  {
    slug: 'wuerfelwelt',
    name: 'Würfelwelt',
    website: 'https://wuerfelwelt.example',
    ratingDeci: 45,
    ratingCount: 980,
    shippingCostDeCents: 399,
    freeShippingThresholdCents: 39_00,
    shippingInfo: 'Versand mit Hermes, 2–4 Werktage. Ab 39 € versandkostenfrei.',
    feedFormat: 'google_csv',
    priceLevel: 0.97,
    coverage: 0.55,
  },
  {
    slug: 'brettspielhafen',
    name: 'Brettspielhafen',
    website: 'https://brettspielhafen.example',
    ratingDeci: 48,
    ratingCount: 4120,
    shippingCostDeCents: 590,
    freeShippingThresholdCents: 60_00,
    shippingInfo: 'Versand mit DHL GoGreen, 1–2 Werktage. Ab 60 € versandkostenfrei.',
    feedFormat: 'google_xml',
    priceLevel: 0.9,
    coverage: 0.6,
  },
  {
    slug: 'meeple-markt',
    name: 'Meeple-Markt',
    website: 'https://meeple-markt.example',
    ratingDeci: 43,
    ratingCount: 512,
    shippingCostDeCents: 349,
    freeShippingThresholdCents: null,
    shippingInfo: 'Versand mit DPD, 2–3 Werktage. Pauschal 3,49 €.',
    feedFormat: 'google_csv',
    priceLevel: 0.88,
    coverage: 0.45,
  },
  {
    slug: 'kartenkoenig',
    name: 'Kartenkönig',
    website: 'https://kartenkoenig.example',
    ratingDeci: 46,
    ratingCount: 1733,
    shippingCostDeCents: 299,
    freeShippingThresholdCents: 30_00,
    shippingInfo: 'Briefversand für Karten, Paket für Boxen. Ab 30 € versandkostenfrei.',
    feedFormat: 'google_xml',
    priceLevel: 1.0,
    coverage: 0.4,
  },
  {
    slug: 'zinnsoldat',
    name: 'Zinnsoldat Tabletop',
    website: 'https://zinnsoldat.example',
    ratingDeci: 44,
    ratingCount: 640,
    shippingCostDeCents: 590,
    freeShippingThresholdCents: 100_00,
    shippingInfo: 'Versicherter Versand, 2–3 Werktage. Ab 100 € versandkostenfrei.',
    feedFormat: 'google_csv',
    priceLevel: 0.85,
    coverage: 0.3,
  },
  {
    slug: 'ludothek-online',
    name: 'Ludothek Online',
    website: 'https://ludothek-online.example',
    ratingDeci: 41,
    ratingCount: 287,
    shippingCostDeCents: 450,
    freeShippingThresholdCents: 45_00,
    shippingInfo: 'Versand aus Leipzig, 2–5 Werktage. Ab 45 € versandkostenfrei.',
    feedFormat: 'google_xml',
    priceLevel: 0.95,
    coverage: 0.5,
  },
  {
    slug: 'spielzeit-shop',
    name: 'Spielzeit Shop',
    website: 'https://spielzeit-shop.example',
    ratingDeci: 49,
    ratingCount: 5320,
    shippingCostDeCents: 0,
    freeShippingThresholdCents: 0,
    shippingInfo: 'Immer versandkostenfrei innerhalb Deutschlands, 1–2 Werktage.',
    feedFormat: 'google_csv',
    priceLevel: 1.02,
    coverage: 0.65,
  },
];
