import type { GamePage } from '@spielraum/schema';
import { SCHEMA_ORG_AVAILABILITY } from './format-game';

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org Product with an AggregateOffer for search engines. Prices are the totals shown on
 * the page (price plus shipping to Germany): lowPrice is the best total, highPrice the highest
 * total of a buyable offer, offerCount the buyable offers. Without a buyable offer the
 * product is described without offers.
 */
export function gameJsonLd(game: GamePage, urls: { page: string; image: string | undefined }) {
  const { product, prices, offers, reviews } = game;
  const buyable = offers.filter((offer) => offer.availability !== 'not_available');
  const gtin = product.versions.find((version) => version.gtin !== null)?.gtin ?? undefined;
  const publisher = product.attributes.publisher?.[0]?.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    alternateName: product.alternative_titles.length > 0 ? product.alternative_titles : undefined,
    description: product.description.slice(0, 5000) || undefined,
    url: urls.page,
    image: urls.image === undefined ? undefined : [urls.image],
    gtin,
    brand: publisher === undefined ? undefined : { '@type': 'Brand', name: publisher },
    aggregateRating:
      reviews.count > 0 && reviews.average !== null
        ? {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    offers:
      buyable.length > 0 && prices.best_total !== null
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: 'EUR',
            lowPrice: euros(prices.best_total),
            highPrice: euros(prices.highest_total ?? prices.best_total),
            offerCount: buyable.length,
            availability: SCHEMA_ORG_AVAILABILITY[prices.availability],
          }
        : undefined,
  };
}
