import * as t from '../db/index';

/**
 * One valid row per table, in foreign-key order, for contract and migration tests.
 * Ids are fixed so dependent rows can point at them.
 */
export function sampleRows(): Array<[string, t.AnyTableRow]> {
  const userUuid = '6f1c2a1e-3b4d-4c5e-8f90-1a2b3c4d5e6f';
  const now = new Date('2026-11-01T10:00:00.000Z');
  return [
    ['product_groups', { id: 3, slug: 'brettspiele', title: 'Brettspiele', position: 1 }],
    ['publishers', { id: 1, slug: 'kosmos', name: 'Kosmos', website: 'https://example.com' }],
    ['people', { id: 1, slug: 'klaus-teuber', name: 'Klaus Teuber' }],
    ['terms', { id: 1, kind: 'game_category', slug: 'familienspiele', name: 'Familienspiele', nameEn: 'Family games' }],
    [
      'products',
      {
        id: 1,
        slug: 'catan',
        title: 'Catan',
        productType: 'game',
        groupId: 3,
        publisherId: 1,
        description: 'Siedeln, handeln, bauen.',
        playersFrom: 3,
        playersTo: 4,
        playingTimeMinutes: 75,
        releaseYear: 1995,
        ageFrom: 10,
        ratingCenti: 420,
        totalVotes: 12,
      },
    ],
    ['product_versions', { id: 1, productId: 1, gtin: '4002051693602', mpn: '693602', language: 'de', edition: 'Grundspiel' }],
    ['product_terms', { productId: 1, termId: 1 }],
    ['product_people', { productId: 1, personId: 1, role: 'designer' }],
    ['media_files', { id: 1, productId: 1, isCover: true, storageKey: 'covers/catan.svg', contentType: 'image/svg+xml', width: 600, height: 800, alt: 'Catan' }],
    [
      'dealers',
      { id: 1, slug: 'spielekiste', name: 'Spielekiste', website: 'https://spielekiste.example', ratingDeci: 46, ratingCount: 120, shippingCostDeCents: 495, freeShippingThresholdCents: 5000 },
    ],
    [
      'offers',
      { id: 1, dealerId: 1, dealerSku: 'SK-1', productVersionId: 1, productId: 1, title: 'Catan', url: 'https://spielekiste.example/catan', priceCents: 2999, shippingCents: 495, availability: 'is_available', condition: 'new', gtin: '4002051693602', firstSeenAt: now, lastSeenAt: now },
    ],
    ['price_history', { id: 1, offerId: 1, recordedAt: now, priceCents: 2999, shippingCents: 495, availability: 'is_available' }],
    ['product_price_stats', { productId: 1, bestPriceCents: 2999, bestTotalCents: 3494, bestOfferId: 1, availability: 'is_available', dealerCount: 1, lowestAllTimeCents: 2999, updatedAt: now }],
    ['feed_runs', { id: 1, dealerId: 1, kind: 'offers', format: 'google_xml', source: 'file:feed.xml', status: 'succeeded', rowsTotal: 2, rowsApplied: 1, rowsFailed: 1, stats: { inserted: 1 } }],
    ['feed_row_errors', { id: 1, feedRunId: 1, line: 7, reason: 'price: missing', raw: '<item>…</item>' }],
    ['search_documents', { productId: 1, document: { title: 'Catan' }, updatedAt: now }],
    ['search_changes', { seq: 1, productId: 1, deleted: false, changedAt: now }],
    ['system_avatars', { avatarId: 'a1b2c3', label: 'Meeple', storageKey: 'avatars/meeple.svg', position: 1 }],
    ['users', { uuid: userUuid, email: 'anna@example.com', passwordHash: 'scrypt$x', displayName: 'Anna', verified: true, avatarId: 'a1b2c3', permissions: ['influencers_recommendationList_add'] }],
    ['oauth_accounts', { provider: 'google', providerUserId: 'g-1', userUuid }],
    ['sessions', { idHash: 'f'.repeat(64), userUuid, persistent: true, expiresAt: new Date('2027-01-01T00:00:00.000Z') }],
    ['one_time_tokens', { tokenHash: 'e'.repeat(64), userUuid, purpose: 'verification', expiresAt: new Date('2026-11-02T00:00:00.000Z') }],
    ['custom_field_areas', { areaHash: 'area1', name: 'Profil' }],
    ['custom_field_definitions', { fieldHash: 'field1', areaHash: 'area1', label: 'Webseite', type: 'url', required: false, maxLength: 200 }],
    ['custom_field_values', { userUuid, fieldHash: 'field1', value: 'https://anna.example' }],
    ['user_lists', { id: 1, userUuid, kind: 'wishlist', name: 'Geburtstag', shareHash: 'share1' }],
    ['user_list_items', { listId: 1, productId: 1, note: 'Unbedingt!', priority: 1, addedAt: now }],
    ['ignored_products', { userUuid, productId: 1, createdAt: now }],
    ['product_views', { userUuid, productId: 1, viewedAt: now }],
    ['alerts', { id: 1, userUuid, kind: 'price', productId: 1, desiredPriceCents: 2500, referencePriceCents: 2999 }],
    ['notifications', { id: 1, userUuid, alertId: 1, type: 'price_alert', productId: 1, name: 'Catan', priceCents: 2450, oldPriceCents: 2999, dedupeKey: 'alert:1:1', createdAt: now }],
    ['reviews', { id: 1, productId: 1, userUuid, authorName: 'Anna', title: 'Klassiker', rating: 5, text: 'Immer wieder gut.', status: 'pending' }],
    ['recommendation_lists', { id: 1, slug: 'einsteiger', title: 'Für Einsteiger', visibility: 'public', ownerUuid: userUuid }],
    ['recommendation_list_items', { listId: 1, productId: 1, position: 1 }],
    ['magazine_categories', { id: 1, slug: 'tests', title: 'Tests', newsType: 'magazine_tests' }],
    ['magazine_posts', { id: 1, categoryId: 1, slug: 'catan-im-test', title: 'Catan im Test', bodyHtml: '<p>Gut.</p>', publishedAt: now }],
    ['comments', { id: 1, targetType: 'magazine_post', targetId: 1, userUuid, authorName: 'Anna', text: 'Schöner Artikel', status: 'published' }],
    ['contact_messages', { id: 1, nameFrom: 'Anna', emailFrom: 'anna@example.com', message: 'Hallo', createdAt: now }],
    ['mail_outbox', { id: 1, to: 'anna@example.com', subject: 'Willkommen', text: 'Hallo Anna', createdAt: now }],
  ];
}
