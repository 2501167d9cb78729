import './page-texts';
import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { SOCIAL_NETWORK_NAMES, type DealerSummary } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../api/client';
import { formatCount, formatEuroCents, formatRating } from '../shared/format';
import classes from './dealers.module.css';

/** A dealer's page under the directory. */
export function dealerPath(slug: string): string {
  return `/dealers-details/${encodeURIComponent(slug)}`;
}

type RatingFacts = Pick<DealerSummary, 'rating' | 'rating_count'>;
type ShippingFacts = Pick<DealerSummary, 'shipping_cost' | 'free_shipping_threshold'>;

/**
 * The German lines the directory and the dealer page show for a dealer: rating ("4,3 von 5
 * (128 Bewertungen)"), shipping to Germany ("Versand 4,95 €, ab 50,00 € versandkostenfrei",
 * the rule of the game page's shipping table: no charge or a threshold of 0 is always free) and
 * live offers.
 */
export function useDealerFacts() {
  const { t } = useTranslation();
  return {
    rating: ({ rating, rating_count: count }: RatingFacts): string => {
      if (rating === null) return t('dealers.ratingNone');
      const value = formatRating(rating);
      return count === 0
        ? t('dealers.ratingValue', { rating: value })
        : t('dealers.ratingWithCount', { rating: value, count, countText: formatCount(count) });
    },
    shipping: ({ shipping_cost: cost, free_shipping_threshold: threshold }: ShippingFacts): string => {
      if (cost === 0 || threshold === 0) return t('dealers.shippingAlwaysFree');
      const price = formatEuroCents(cost);
      return threshold === null
        ? t('dealers.shippingFlat', { price })
        : t('dealers.shippingWithThreshold', { price, threshold: formatEuroCents(threshold) });
    },
    offers: (count: number): string =>
      count === 0 ? t('dealers.offersNone') : t('dealers.offers', { count, countText: formatCount(count) }),
  };
}

/**
 * The dealer's logo, or its name in a neutral tile when it has none (we draw no logo for a shop).
 * `alt` is empty where the name stands next to it anyway. The tile only repeats the name that
 * stands beside it, so screen readers skip it.
 */
export function DealerLogo({
  dealer,
  size,
  alt,
  priority = false,
}: {
  dealer: Pick<DealerSummary, 'name' | 'logo_image_id'>;
  size: number;
  alt: string;
  /** The dealer page's logo is above the fold: load it at once. */
  priority?: boolean;
}) {
  if (dealer.logo_image_id === null)
    return (
      <div className={classes.logoTile} style={{ width: size, height: size }} aria-hidden>
        <span className={classes.logoTileName}>{dealer.name}</span>
      </div>
    );
  return (
    <img
      className={classes.logo}
      src={imageUrl(dealer.logo_image_id, 450)}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/**
 * The shop's profiles on social networks, as its dealer entered them in the dealer area: plain
 * links (nothing of a network loads before a click), in a new window. In a directory card they
 * sit above the card's stretched link, so each stays clickable on its own.
 */
export function DealerSocialLinks({
  dealer,
  size = 'sm',
}: {
  dealer: Pick<DealerSummary, 'name' | 'social_links'>;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  if (dealer.social_links.length === 0) return null;
  return (
    <Group
      component="ul"
      gap="sm"
      className={`${classes.list} ${classes.socialLinks}`}
      aria-label={t('dealers.socialLabel', { name: dealer.name })}
    >
      {dealer.social_links.map((link) => (
        <li key={link.network}>
          {/* rel: the profiles are not vouched for by us, and the new window gets no hold on this one */}
          <Anchor href={link.url} target="_blank" rel="nofollow noopener" size={size}>
            {SOCIAL_NETWORK_NAMES[link.network]} <VisuallyHidden>({t('dealers.websiteHint')})</VisuallyHidden>
          </Anchor>
        </li>
      ))}
    </Group>
  );
}
