import type { GamePage } from '@spielraum/schema';
import { breadcrumbJsonLd, type Crumb } from '../shared/breadcrumbs';
import { SCHEMA_ORG_AVAILABILITY } from './format-game';

const euros = (cents: number) => (cents / 100).toFixed(2);

/** GTIN-8, -12, -13 or -14: what schema.org's `gtin` accepts; anything else a feed sent is left out. */
const GTIN = /^(\d{8}|\d{12,14})$/;

/**
 * schema.org Product with an AggregateOffer, or `undefined` when search engines would reject
 * it: Google requires a Product to carry offers, a review or an aggregate rating. Prices are the
 * totals shown on the page (price plus shipping to Germany): lowPrice is the best total,
 * highPrice the highest total of a buyable offer, offerCount the buyable offers. The rating is
 * that of the reviews published at Spielraum, never the product data's.
 */
export function gameProductJsonLd(game: GamePage, urls: { page: string; image: string | undefined }) {
  const { product, prices, offers, reviews } = game;
  const buyable = offers.filter((offer) => offer.availability !== 'not_available');
  const aggregateOffer =
    buyable.length > 0 && prices.best_total !== null
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'EUR',
          lowPrice: euros(prices.best_total),
          highPrice: euros(Math.max(prices.highest_total ?? prices.best_total, prices.best_total)),
          offerCount: buyable.length,
          availability: SCHEMA_ORG_AVAILABILITY[prices.availability],
        }
      : undefined;
  const aggregateRating =
    reviews.count > 0 && reviews.average !== null
      ? {
          '@type': 'AggregateRating',
          ratingValue: reviews.average,
          reviewCount: reviews.count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined;
  if (aggregateOffer === undefined && aggregateRating === undefined) return undefined;
  const gtin = product.versions
    .map((version) => version.gtin?.trim())
    .find((value) => value && GTIN.test(value));
  const publisher = product.attributes.publisher?.[0]?.name;
  return {
    '@type': 'Product',
    name: product.title,
    alternateName: product.alternative_titles.length > 0 ? product.alternative_titles : undefined,
    description: product.description.slice(0, 5000) || undefined,
    url: urls.page,
    image: urls.image === undefined ? undefined : [urls.image],
    gtin,
    brand: publisher === undefined ? undefined : { '@type': 'Brand', name: publisher },
    aggregateRating,
    offers: aggregateOffer,
  };
}

/**
 * The game page's JSON-LD: the Product (when it may be one, see gameProductJsonLd) and the
 * breadcrumb trail shown above the page, in one `@graph` (PageHead writes one script). All URLs
 * absolute.
 */
export function gameJsonLd(
  game: GamePage,
  urls: { page: string; image: string | undefined },
  crumbs: readonly Crumb[],
) {
  const product = gameProductJsonLd(game, urls);
  return {
    '@context': 'https://schema.org',
    '@graph': [...(product === undefined ? [] : [product]), breadcrumbJsonLd(crumbs)],
  };
}
