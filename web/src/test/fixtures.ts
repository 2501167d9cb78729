import type { GameCard, SessionResponse } from '@spielraum/schema';

export const anonymousSession: SessionResponse = { data: { user: null, permissions: [] } };

export const signedInSession: SessionResponse = {
  data: {
    user: {
      uuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      email: 'mara@example.org',
      display_name: 'Mara Spielfreundin',
      verified: true,
      avatar: null,
      user_type: 'user',
      excluded_dealer_ids: [],
    },
    permissions: [],
  },
};

export function gameCard(overrides: Partial<GameCard> = {}): GameCard {
  return {
    product_id: 1,
    slug: 'die-siedler-von-catan',
    title: 'Die Siedler von Catan',
    category: 'brettspiele',
    product_type: 'game',
    publisher: 'Kosmos',
    release_year: 1995,
    number_of_players_from: 3,
    number_of_players_to: 4,
    playing_time: 75,
    age_from: 10,
    cover_image_id: 42,
    best_price: 2999,
    best_total: 3494,
    availability: 'is_available',
    dealer_count: 3,
    rating: 4.2,
    real_discount: false,
    real_discount_percent: null,
    ...overrides,
  };
}
