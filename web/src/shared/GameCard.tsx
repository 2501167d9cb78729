import {
  AspectRatio,
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Image,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { GameCard as GameCardData } from '@spielraum/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '../api/client';
import { AVAILABILITY_COLORS, availabilityKey, formatEuroCents, formatRating } from './format';
import classes from './GameCard.module.css';

/** Cards sit one per row on phones and up to four per row on wide screens. */
const COVER_SIZES = '(min-width: 75em) 300px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';
/** The compact card's cover is a small square beside the text on phones (GameCard.module.css). */
const COMPACT_COVER_SIZES = `(max-width: 35.99em) 88px, ${COVER_SIZES}`;

function GameCover({ game, compact, priority }: { game: GameCardData; compact: boolean; priority: boolean }) {
  const { t } = useTranslation();
  return (
    <AspectRatio ratio={1} className={classes.cover}>
      {game.cover_image_id === null ? (
        <Center>
          <Text size="sm" c="dimmed">
            {t('games.noCover')}
          </Text>
        </Center>
      ) : (
        <Image
          src={imageUrl(game.cover_image_id, 600)}
          srcSet={imageSrcSet(game.cover_image_id)}
          sizes={compact ? COMPACT_COVER_SIZES : COVER_SIZES}
          alt={t('games.coverAlt', { title: game.title })}
          fit="contain"
          // the covers of the first row are what a visitor sees first (largest paint): no lazy wait
          {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          decoding="async"
        />
      )}
    </AspectRatio>
  );
}

function usePlayersText(from: number | null, to: number | null): string | null {
  const { t } = useTranslation();
  if (from !== null && to !== null && from !== to) return t('games.playersRange', { from, to });
  const exact = from ?? to;
  if (exact === null) return null;
  if (to === null && from !== null) return t('games.playersFrom', { count: from });
  return t('games.players', { count: exact });
}

export interface GameCardProps {
  game: GameCardData;
  /** The lists' "Merken" and "Ignorieren", handed in by the page that shows the card. */
  actions?: ReactNode;
  /**
   * Below 576 px a row with a small cover beside title, best total and shipping hint instead of
   * the tall card, so a phone shows several results per screen (the game list).
   */
  compactOnPhone?: boolean;
  /** The card is in the first row on screen: its cover loads at once with high priority. */
  priorityCover?: boolean;
}

/**
 * One game in a list or a row of cards: cover, title, publisher and year, players, play time,
 * best price. The card itself belongs to no feature; the page hands in the list actions.
 */
export function GameCard({ game, actions, compactOnPhone = false, priorityCover = false }: GameCardProps) {
  const { t } = useTranslation();
  const players = usePlayersText(game.number_of_players_from, game.number_of_players_to);
  const byline = [game.publisher, game.release_year].filter((part) => part !== null).join(' · ');
  const facts = [
    players,
    game.playing_time === null ? null : t('games.playingTime', { minutes: game.playing_time }),
  ].filter((fact) => fact !== null);

  return (
    <Card
      component="article"
      withBorder
      padding="md"
      className={compactOnPhone ? `${classes.card} ${classes.compact}` : classes.card}
    >
      <Card.Section pos="relative" className={classes.coverSection}>
        <GameCover game={game} compact={compactOnPhone} priority={priorityCover} />
        {game.real_discount && (
          <Badge color="red.9" variant="filled" radius="sm" tt="none" className={classes.discountBadge}>
            {/* below one whole percent the size says nothing a shopper could use */}
            {game.real_discount_percent !== null && game.real_discount_percent >= 1 ? (
              <>
                {t('games.realDiscountPercent', { percent: game.real_discount_percent })}{' '}
                <span className={classes.discountWords}>{t('games.realDiscount')}</span>
              </>
            ) : (
              t('games.realDiscount')
            )}
          </Badge>
        )}
      </Card.Section>

      <Stack gap={4} className={classes.details}>
        <Title order={3} size="h5" lineClamp={2}>
          <Anchor
            component={Link}
            to={`/games/${game.category}/${game.slug}`}
            className={classes.titleLink}
            inherit
          >
            {game.title}
          </Anchor>
        </Title>
        {byline !== '' && (
          <Text size="sm" c="dimmed" className={classes.extra}>
            {byline}
          </Text>
        )}
        {facts.length > 0 && (
          <Text size="sm" className={classes.extra}>
            {facts.join(' · ')}
          </Text>
        )}
        {/* The rating comes with the product data (a community elsewhere), not from reviews
            written at Spielraum, and says so. */}
        {game.rating !== null && (
          <Text size="sm" className={classes.extra}>
            <span aria-hidden="true">
              {t('games.communityRating', { rating: formatRating(game.rating) })}
            </span>
            <VisuallyHidden>
              {t('games.communityRatingLabel', { rating: formatRating(game.rating) })}
            </VisuallyHidden>
          </Text>
        )}
      </Stack>

      <Stack gap={6} className={classes.offer}>
        {game.best_total === null ? (
          <Text fw={600} c="dimmed">
            {t('games.noOffer')}
          </Text>
        ) : (
          <Group gap={6} align="baseline">
            <Text fw={700} size="lg" c="forest.8">
              {t('games.bestTotal', { price: formatEuroCents(game.best_total) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('games.shippingIncluded')}
            </Text>
          </Group>
        )}
        <Group gap="xs" justify="space-between">
          <Badge
            color={AVAILABILITY_COLORS[game.availability]}
            variant="light"
            // The tinted background carries the colour; the words stay dark enough to read (WCAG AA).
            styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
            radius="sm"
            tt="none"
          >
            {t(availabilityKey(game.availability))}
          </Badge>
          {game.dealer_count > 0 && (
            <Text size="sm" c="dimmed">
              {t('games.dealers', { count: game.dealer_count })}
            </Text>
          )}
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}
