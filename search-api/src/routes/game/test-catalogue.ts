import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { recomputePriceStats } from '@spielraum/indexer';

const DAY = 86_400_000;

/** A title that tries to break out of inline scripts and attributes. */
export const HOSTILE_TITLE = `Böse </script><script>alert("x")</script> & 'Co'`;

/**
 * A small catalogue for game-page tests: Azul (base game) with an expansion, a related game,
 * three dealers (one with free shipping from 50 €), offers in every state (cheapest by total,
 * cheapest by price but dearer in total, not available, gone), price history over 60 days,
 * reviews in every moderation state, two media files, and a game with a hostile title.
 */
export async function seedGameCatalogue(platform: Platform) {
  const { db } = platform.database;
  const now = Date.now();
  await db.insert(t.publishers).values({ id: 1, slug: 'next-move', name: 'Next Move' });
  await db.insert(t.people).values([
    { id: 1, slug: 'michael-kiesling', name: 'Michael Kiesling' },
    { id: 2, slug: 'chris-quilliams', name: 'Chris Quilliams' },
  ]);
  await db.insert(t.terms).values([
    { id: 1, kind: 'game_category', slug: 'familienspiele', name: 'Familienspiele' },
    { id: 2, kind: 'game_mechanism', slug: 'legespiel', name: 'Legespiel' },
    { id: 3, kind: 'award', slug: 'spiel-des-jahres', name: 'Spiel des Jahres' },
    { id: 4, kind: 'language', slug: 'deutsch', name: 'Deutsch' },
  ]);
  await db.insert(t.products).values([
    {
      id: 1,
      slug: 'azul',
      title: 'Azul',
      groupId: 3,
      publisherId: 1,
      description: 'Fliesen legen im Palast von Évora.',
      playersFrom: 2,
      playersTo: 4,
      playingTimeMinutes: 45,
      releaseYear: 2017,
      ageFrom: 8,
      ratingCenti: 450,
      totalVotes: 2,
      popularity: 900,
    },
    {
      id: 2,
      slug: 'azul-steinchen',
      title: 'Azul – Zusätzliche Steinchen',
      groupId: 3,
      productType: 'expansion',
      baseProductId: 1,
      popularity: 100,
    },
    { id: 3, slug: 'patchwork', title: 'Patchwork', groupId: 3, popularity: 500 },
    { id: 4, slug: 'ohne-angebot', title: 'Ohne Angebot', groupId: 5, popularity: 1 },
    { id: 5, slug: 'boese', title: HOSTILE_TITLE, groupId: 3, description: '</script><!--', popularity: 2 },
  ]);
  await db.insert(t.productVersions).values([
    {
      id: 1,
      productId: 1,
      gtin: '4005556000011',
      sku: 'NM-AZUL',
      language: 'de',
      edition: 'Deutsche Ausgabe',
    },
    { id: 5, productId: 5, gtin: '4005556000059', language: 'de' },
  ]);
  await db.insert(t.productTerms).values([
    { productId: 1, termId: 1 },
    { productId: 1, termId: 2 },
    { productId: 1, termId: 3 },
    { productId: 1, termId: 4 },
    { productId: 3, termId: 1 },
    { productId: 3, termId: 2 },
  ]);
  await db.insert(t.productPeople).values([
    { productId: 1, personId: 1, role: 'designer' },
    { productId: 1, personId: 2, role: 'illustrator' },
  ]);
  await db.insert(t.mediaFiles).values([
    {
      id: 11,
      productId: 1,
      isCover: true,
      storageKey: 'covers/azul.svg',
      contentType: 'image/svg+xml',
      width: 800,
      height: 800,
      alt: 'Cover von Azul',
    },
    {
      id: 12,
      productId: 1,
      isCover: false,
      storageKey: 'media/azul-2.svg',
      contentType: 'image/svg+xml',
      position: 1,
    },
    { id: 15, productId: 5, isCover: true, storageKey: 'covers/boese.svg', contentType: 'image/svg+xml' },
  ]);
  await db.insert(t.dealers).values([
    {
      id: 1,
      slug: 'spielekiste',
      name: 'Spielekiste',
      website: 'https://spielekiste.example',
      ratingDeci: 47,
      ratingCount: 2310,
      shippingCostDeCents: 495,
      freeShippingThresholdCents: 5000,
      shippingInfo: 'DHL, 1–3 Werktage',
    },
    {
      id: 2,
      slug: 'meeple-markt',
      name: 'Meeple-Markt',
      website: 'https://meeple-markt.example',
      shippingCostDeCents: 349,
      freeShippingThresholdCents: null,
      shippingInfo: 'DPD',
    },
    {
      id: 3,
      slug: 'wuerfelwelt',
      name: 'Würfelwelt',
      website: 'https://wuerfelwelt.example',
      shippingCostDeCents: 399,
      freeShippingThresholdCents: 3900,
    },
  ]);
  const seenAt = new Date(now - 3_600_000);
  await db.insert(t.offers).values([
    // 29,99 + 3,49 flat = 33,48: the best total
    {
      id: 1,
      dealerId: 2,
      dealerSku: 'a',
      productId: 1,
      productVersionId: 1,
      title: 'Azul',
      url: 'https://meeple-markt.example/azul',
      priceCents: 2999,
      availability: 'is_available',
      lastSeenAt: seenAt,
    },
    // 31,99 below the 39 € threshold: + 3,99 = 35,98
    {
      id: 2,
      dealerId: 3,
      dealerSku: 'a',
      productId: 1,
      productVersionId: 1,
      title: 'Azul',
      url: 'https://wuerfelwelt.example/azul',
      priceCents: 3199,
      availability: 'not_in_stock_but_can_order',
      deliveryTime: '5–7 Werktage',
      lastSeenAt: seenAt,
    },
    // 29,50 is the best price, but below the 50 € threshold: + 4,95 = 34,45
    {
      id: 3,
      dealerId: 1,
      dealerSku: 'a',
      productId: 1,
      productVersionId: 1,
      title: 'Azul',
      url: 'https://spielekiste.example/azul',
      priceCents: 2950,
      availability: 'is_available',
      condition: 'new',
      lastSeenAt: seenAt,
    },
    // 55,00 reaches the 50 € threshold: shipping free, total 55,00 (the highest total)
    {
      id: 7,
      dealerId: 1,
      dealerSku: 'big',
      productId: 1,
      productVersionId: 1,
      title: 'Azul Big Box',
      url: 'https://spielekiste.example/azul-big',
      priceCents: 5500,
      availability: 'pre_available',
      lastSeenAt: seenAt,
    },
    // 15,00 + 4,95 would be the cheapest total, but it is not available: listed last, not counted
    {
      id: 4,
      dealerId: 1,
      dealerSku: 'b',
      productId: 1,
      productVersionId: 1,
      title: 'Azul (gebraucht)',
      url: 'https://spielekiste.example/azul-used',
      priceCents: 1500,
      availability: 'not_available',
      condition: 'used',
      lastSeenAt: seenAt,
    },
    {
      id: 5,
      dealerId: 3,
      dealerSku: 'gone',
      productId: 1,
      productVersionId: 1,
      title: 'Azul alt',
      url: 'https://wuerfelwelt.example/azul-alt',
      priceCents: 999,
      availability: 'is_available',
      lastSeenAt: new Date(now - 20 * DAY),
      goneAt: new Date(now - 10 * DAY),
    },
    {
      id: 6,
      dealerId: 2,
      dealerSku: 'boese',
      productId: 5,
      productVersionId: 5,
      title: 'Böse',
      url: 'https://meeple-markt.example/boese',
      priceCents: 1999,
      availability: 'is_available',
      lastSeenAt: seenAt,
    },
  ]);
  await db.insert(t.priceHistory).values([
    { offerId: 1, recordedAt: new Date(now - 60 * DAY), priceCents: 3499, availability: 'is_available' },
    { offerId: 1, recordedAt: new Date(now - 5 * DAY), priceCents: 2999, availability: 'is_available' },
    {
      offerId: 2,
      recordedAt: new Date(now - 40 * DAY),
      priceCents: 3199,
      availability: 'not_in_stock_but_can_order',
    },
    { offerId: 3, recordedAt: new Date(now - 2 * DAY), priceCents: 2950, availability: 'is_available' },
    { offerId: 7, recordedAt: new Date(now - 2 * DAY), priceCents: 5500, availability: 'pre_available' },
    { offerId: 4, recordedAt: new Date(now - 30 * DAY), priceCents: 1500, availability: 'not_available' },
    { offerId: 5, recordedAt: new Date(now - 20 * DAY), priceCents: 999, availability: 'is_available' },
    { offerId: 6, recordedAt: new Date(now - 1 * DAY), priceCents: 1999, availability: 'is_available' },
  ]);
  await recomputePriceStats({ database: platform.database, productIds: null });
  await db.insert(t.reviews).values([
    {
      productId: 1,
      authorName: 'Lea',
      title: 'Wunderschön',
      rating: 5,
      text: 'Tolles Material.',
      status: 'published',
      moderatedAt: new Date(now - DAY),
    },
    {
      productId: 1,
      authorName: 'Jonas',
      title: 'Solide',
      rating: 4,
      text: 'Gut zu zweit.',
      status: 'published',
      moderatedAt: new Date(now - 2 * DAY),
    },
    {
      productId: 1,
      authorName: 'Troll',
      title: 'Noch nicht geprüft',
      rating: 1,
      text: 'Wartet.',
      status: 'pending',
    },
    {
      productId: 1,
      authorName: 'Spam',
      title: 'Abgelehnt',
      rating: 1,
      text: 'Weg damit.',
      status: 'rejected',
    },
  ]);
  await platform.files.put('covers/azul.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
  await platform.files.put('media/azul-2.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
}
