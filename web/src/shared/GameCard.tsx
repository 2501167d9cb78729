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

function GameCover({ game }: { game: GameCardData }) {
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
          sizes={COVER_SIZES}
          alt={t('games.coverAlt', { title: game.title })}
          fit="contain"
          loading="lazy"
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

/** One game in the list: cover, title, publisher and year, players, play time, best price. */
/**
 * One game in a list or a row of cards. `actions` (the lists' "Merken" and "Ignorieren") come
 * from the page that shows the card, so the card itself belongs to no feature.
 */
export function GameCard({ game, actions }: { game: GameCardData; actions?: ReactNode }) {
  const { t } = useTranslation();
  const players = usePlayersText(game.number_of_players_from, game.number_of_players_to);
  const byline = [game.publisher, game.release_year].filter((part) => part !== null).join(' · ');
  const facts = [
    players,
    game.playing_time === null ? null : t('games.playingTime', { minutes: game.playing_time }),
  ].filter((fact) => fact !== null);

  return (
    <Card component="article" withBorder padding="md" className={classes.card}>
      <Card.Section pos="relative">
        <GameCover game={game} />
        {game.real_discount && (
          <Badge color="red.9" variant="filled" radius="sm" tt="none" className={classes.discountBadge}>
            {t('games.realDiscount')}
          </Badge>
        )}
      </Card.Section>

      <Stack gap={4} mt="sm" mb="md">
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
          <Text size="sm" c="dimmed">
            {byline}
          </Text>
        )}
        {facts.length > 0 && <Text size="sm">{facts.join(' · ')}</Text>}
        {/* The rating comes with the product data (a community elsewhere), not from reviews
            written at Spielraum, and says so. */}
        {game.rating !== null && (
          <Text size="sm">
            <span aria-hidden="true">
              {t('games.communityRating', { rating: formatRating(game.rating) })}
            </span>
            <VisuallyHidden>
              {t('games.communityRatingLabel', { rating: formatRating(game.rating) })}
            </VisuallyHidden>
          </Text>
        )}
      </Stack>

      <Stack gap={6} mt="auto">
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
