import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  groupBySlug,
  isCategorySlug,
  type GameCard as GameCardData,
  type GamePage as GamePageData,
} from '@spielraum/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { GameAlerts } from '../alerts/GameAlerts';
import { useSession } from '../app/session';
import { imageUrl } from '../api/client';
import { formatEuroCents } from '../shared/format';
import { GameCard } from '../shared/GameCard';
import { GameCardActions } from '../lists/GameCardActions';
import { GamePageActions } from '../lists/GamePageActions';
import { RecentlyViewedSlot } from '../history/RecentlyViewedSlot';
import { useRecordView } from '../history/use-record-view';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { useLocalizedTitle } from '../i18n/localized';
import { AvailabilityLabel } from './AvailabilityLabel';
import { splitExcludedOffers } from './excluded-offers';
import { formatRating } from './format-game';
import { Gallery } from './Gallery';
import { gameJsonLd } from './game-json-ld';
import type { gameLoader } from './game-loader';
import { OfferTable, sortByTotal } from './OfferTable';
import { PriceHistory } from './PriceHistory';
import { ProductDetails } from './ProductDetails';
import { Reviews } from './Reviews';
import classes from './game-page.module.css';
import { ShippingInfo } from './ShippingInfo';

const NO_DEALERS: readonly number[] = [];

const SECTION_IDS = {
  offers: 'preisvergleich',
  history: 'preisverlauf',
  details: 'produktdetails',
  shipping: 'versand',
  reviews: 'bewertungen',
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} style={{ scrollMarginTop: 80 }}>
      <Title order={2} id={`${id}-heading`} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function CardGrid({ games }: { games: GameCardData[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
      {games.map((game) => (
        <GameCard key={game.product_id} game={game} actions={<GameCardActions game={game} />} />
      ))}
    </SimpleGrid>
  );
}

/** The best total and offers the signed-in user is shown: without the dealers the user excluded. */
interface ShownPrices {
  bestTotal: number | null;
  dealerCount: number;
  offers: GamePageData['offers'];
  /** True when excluded dealers were left out (the box says so). */
  withoutExcluded: boolean;
  /** True when only excluded dealers offer the game. */
  onlyExcluded: boolean;
}

function useShownPrices(game: GamePageData): ShownPrices {
  const { user } = useSession();
  const excludedIds = user?.excluded_dealer_ids ?? [];
  const split = splitExcludedOffers(game.offers, excludedIds);
  if (split.excludedDealers === 0)
    return {
      bestTotal: game.prices.best_total,
      dealerCount: game.prices.dealer_count,
      offers: game.offers,
      withoutExcluded: false,
      onlyExcluded: false,
    };
  return {
    bestTotal: split.bestTotal,
    dealerCount: split.dealerCount,
    offers: split.kept,
    withoutExcluded: true,
    onlyExcluded: split.bestTotal === null && game.prices.best_total !== null,
  };
}

/**
 * The item price and shipping behind the best total, as a detail of it: the best total is the
 * one best price the page shows (the offers are sorted by total, buyable ones first).
 */
function BestOfferBreakdown({ shown }: { shown: ShownPrices }) {
  const { t } = useTranslation();
  const best = sortByTotal(shown.offers, 'ascending')[0];
  if (!best || best.availability === 'not_available' || best.total !== shown.bestTotal) return null;
  return (
    <Text size="sm" c="dimmed">
      {best.shipping === 0
        ? t('game.bestOfferItemPriceFreeShipping', { price: formatEuroCents(best.price) })
        : t('game.bestOfferItemPrice', {
            price: formatEuroCents(best.price),
            shipping: formatEuroCents(best.shipping),
          })}
    </Text>
  );
}

function BestOffer({ game }: { game: GamePageData }) {
  const { t } = useTranslation();
  const { prices } = game;
  const shown = useShownPrices(game);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        {shown.bestTotal === null ? (
          <Text fw={600}>{shown.onlyExcluded ? t('game.bestOfferOnlyExcluded') : t('games.noOffer')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('game.bestOffer')}
            </Text>
            <Group gap={6} align="baseline">
              <Text fw={800} fz={32} c="forest.8" data-testid="best-total">
                {t('games.bestTotal', { price: formatEuroCents(shown.bestTotal) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('games.shippingIncluded')}
              </Text>
            </Group>
            {shown.withoutExcluded && (
              <Text size="sm" c="dimmed" data-testid="best-total-without-excluded">
                {t('game.bestOfferWithoutExcluded')}
              </Text>
            )}
            <BestOfferBreakdown shown={shown} />
            <Text size="sm">{t('games.dealers', { count: shown.dealerCount })}</Text>
          </>
        )}
        <AvailabilityLabel availability={prices.availability} />
        {game.offers.length > 0 && (
          <Button component="a" href={`#${SECTION_IDS.offers}`} variant="filled" mt="xs">
            {t('game.toOffers')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** /games/:cat/:slug: gallery, best offer, price comparison, history, details, shipping, reviews, related games. */
export function GamePage() {
  const game = useLoaderData<typeof gameLoader>();
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const absolute = usePublicUrl();
  const { product, prices } = game;
  const excludedDealerIds = useSession().user?.excluded_dealer_ids ?? NO_DEALERS;
  useRecordView(product.product_id);
  const path = `/games/${product.category}/${product.slug}`;
  const categoryTitle = isCategorySlug(product.category)
    ? localized(groupBySlug(product.category).title)
    : null;
  const cover = game.media[0];
  const coverPath = cover === undefined ? undefined : imageUrl(cover.id, 1200);
  const publisher = product.attributes.publisher?.[0]?.name ?? null;
  const byline = [publisher, product.release_year].filter((part) => part !== null).join(' · ');
  const description = t('game.metaDescription', {
    title: product.title,
    offers:
      prices.best_total === null
        ? t('game.metaDescriptionNoOffer')
        : t('game.metaDescriptionOffers', {
            price: formatEuroCents(prices.best_total),
            count: prices.dealer_count,
          }),
  });
  // the trail above the page, and the same as structured data
  const trail = [
    { name: t('game.home'), path: '/' },
    { name: t('games.allGamesTitle'), path: '/games' },
    ...(categoryTitle === null ? [] : [{ name: categoryTitle, path: `/games/${product.category}` }]),
    { name: product.title, path },
  ];
  const sections = [
    { id: SECTION_IDS.offers, label: t('game.offers.heading') },
    { id: SECTION_IDS.history, label: t('game.history.heading') },
    { id: SECTION_IDS.details, label: t('game.details.heading') },
    { id: SECTION_IDS.shipping, label: t('game.shipping.heading') },
    { id: SECTION_IDS.reviews, label: t('game.reviews.heading') },
  ];

  return (
    <Container size="xl" py="xl">
      <PageHead
        title={product.title}
        description={description}
        path={path}
        image={coverPath}
        imageWidth={1200}
        type="product"
        jsonLd={gameJsonLd(
          game,
          { page: absolute(path), image: coverPath === undefined ? undefined : absolute(coverPath) },
          trail.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) })),
        )}
      />
      <Box component="nav" aria-label={t('game.breadcrumbLabel')} mb="md">
        <Breadcrumbs separator="›">
          {trail.slice(0, -1).map((crumb) => (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {crumb.name}
            </Anchor>
          ))}
          <Text size="sm" aria-current="page">
            {product.title}
          </Text>
        </Breadcrumbs>
      </Box>

      <div className={classes.columns}>
        <div>
          <Gallery media={game.media} title={product.title} />
        </div>
        <div>
          <Stack gap="md">
            {product.product_type === 'expansion' && (
              <Badge variant="outline" w="fit-content">
                {t('game.expansionBadge')}
              </Badge>
            )}
            <Title order={1}>{product.title}</Title>
            {byline !== '' && <Text c="dimmed">{byline}</Text>}
            {game.reviews.average !== null && (
              <Text size="sm">
                {t('game.ratingSummary', {
                  rating: formatRating(game.reviews.average),
                  count: game.reviews.count,
                })}
              </Text>
            )}
            <BestOffer game={game} />
            <GamePageActions productId={product.product_id} title={product.title} />
            <GameAlerts game={game} />
            <Box component="nav" aria-label={t('game.sectionsLabel')}>
              <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {sections.map((section) => (
                  <li key={section.id}>
                    <Anchor href={`#${section.id}`} size="sm">
                      {section.label}
                    </Anchor>
                  </li>
                ))}
              </Group>
            </Box>
          </Stack>
        </div>
      </div>

      <Stack gap={48} mt={48}>
        <Section id={SECTION_IDS.offers} title={t('game.offers.heading')}>
          <OfferTable offers={game.offers} title={product.title} excludedDealerIds={excludedDealerIds} />
        </Section>
        <Section id={SECTION_IDS.history} title={t('game.history.heading')}>
          <PriceHistory game={game} />
        </Section>
        {product.description !== '' && (
          <Section id="beschreibung" title={t('game.description.heading')}>
            <Text style={{ whiteSpace: 'pre-line' }} maw={820}>
              {product.description}
            </Text>
          </Section>
        )}
        <Section id={SECTION_IDS.details} title={t('game.details.heading')}>
          <ProductDetails game={game} />
        </Section>
        <Section id={SECTION_IDS.shipping} title={t('game.shipping.heading')}>
          <ShippingInfo shipping={game.shipping} />
        </Section>
        <Section id={SECTION_IDS.reviews} title={t('game.reviews.heading')}>
          <Reviews game={game} />
        </Section>
        {game.base_game && (
          <Section id="grundspiel" title={t('game.baseGame.heading')}>
            <CardGrid games={[game.base_game]} />
          </Section>
        )}
        {game.expansions.length > 0 && (
          <Section id="erweiterungen" title={t('game.expansions.heading')}>
            <CardGrid games={game.expansions} />
          </Section>
        )}
        {game.related.length > 0 && (
          <Section id="aehnliche-spiele" title={t('game.related.heading')}>
            <CardGrid games={game.related} />
          </Section>
        )}
        <RecentlyViewedSlot excludeId={product.product_id} />
      </Stack>
    </Container>
  );
}
