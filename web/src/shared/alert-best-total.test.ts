import type { GameOffer } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { alertBestTotal } from './alert-best-total';

function offer(
  id: number,
  total: number,
  availability: GameOffer['availability'] = 'is_available',
  language: string | null = 'de',
): GameOffer {
  return {
    offer_id: id,
    dealer: { id, slug: `h${id}`, name: `Händler ${id}`, logo_image_id: null, rating: null, rating_count: 0 },
    title: 'Spiel',
    url: 'https://shop.example/spiel',
    price: total,
    shipping: 0,
    total,
    availability,
    delivery_time: null,
    condition: 'new',
    language,
    last_update: '2026-11-01T08:00:00.000Z',
  };
}

describe('alertBestTotal', () => {
  // dealer ids equal the offer ids
  const offers = [
    offer(1, 2000, 'is_available', 'en'),
    offer(2, 2500),
    offer(3, 2200, 'pre_available'),
    offer(4, 1000, 'not_available'),
    offer(5, 1500, 'is_available', null),
  ];

  it('is the best buyable total without excluded dealers and, with a language, of that edition only', () => {
    expect(alertBestTotal(offers, [])).toBe(1500);
    expect(alertBestTotal(offers, [5])).toBe(2000);
    expect(alertBestTotal(offers, [], 'de')).toBe(2200);
    expect(alertBestTotal(offers, [3], 'de')).toBe(2500);
    expect(alertBestTotal(offers, [2, 3], 'de')).toBeNull();
    expect(alertBestTotal(offers, [], 'fr')).toBeNull();
  });
});
