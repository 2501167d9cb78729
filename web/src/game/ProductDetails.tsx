import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  gameListAttributeKeys,
  groupBySlug,
  isCategorySlug,
  languageName,
  type GamePage,
} from '@spielraum/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedTitle } from '../i18n/localized';
import { formatBerlinDate, formatRating } from './format-game';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** Every attribute the product has (SPEC §3), each as a label and its values; empty ones are left out. */
export function ProductDetails({ game }: { game: GamePage }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedTitle();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const { product } = game;
  const rows: Array<{ label: string; value: ReactNode }> = [];
  const add = (label: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') rows.push({ label, value });
  };

  add(t('game.details.productType'), t(`game.productType.${product.product_type}`));
  if (isCategorySlug(product.category)) {
    add(
      t('game.details.category'),
      <Anchor component={Link} to={`/games/${product.category}`}>
        {localized(groupBySlug(product.category).title)}
      </Anchor>,
    );
  }
  add(t('game.details.alternativeTitles'), product.alternative_titles.join(' · '));
  add(t('game.details.label'), product.label);
  const { number_of_players_from: from, number_of_players_to: to } = product;
  if (from !== null || to !== null) {
    add(
      t('game.details.players'),
      from !== null && to !== null && from !== to
        ? t('games.playersRange', { from, to })
        : t('games.players', { count: from ?? to ?? 0 }),
    );
  }
  if (product.playing_time !== null)
    add(t('game.details.playingTime'), t('game.details.minutes', { minutes: product.playing_time }));
  if (product.age_from !== null || product.age_to !== null) {
    add(
      t('game.details.age'),
      product.age_from !== null && product.age_to !== null
        ? t('game.details.ageRange', { from: product.age_from, to: product.age_to })
        : t('game.ageFrom', { age: product.age_from ?? product.age_to ?? 0 }),
    );
  }
  add(t('game.details.releaseYear'), product.release_year);
  if (product.available_from) add(t('game.details.availableFrom'), formatBerlinDate(product.available_from));
  for (const key of gameListAttributeKeys) {
    const values = product.attributes[key];
    if (values && values.length > 0) {
      // languages come as ISO codes from the product data: shown by name, like the facet
      const names = values.map((value) =>
        key === 'language' ? languageName(value.name, locale) : value.name,
      );
      add(t(`game.attributes.${key}`), names.join(', '));
    }
  }
  add(t('game.details.numberOfPages'), product.number_of_pages);
  add(t('game.details.numberOfCards'), product.number_of_cards);
  add(t('game.details.unitSize'), product.unit_size);
  add(t('game.details.scale'), product.scale);
  // The product data's rating and votes (a community elsewhere), never called reviews: those are
  // written and moderated at Spielraum and shown in their own section.
  if (product.rating !== null) {
    const rating = formatRating(product.rating);
    add(
      t('game.details.communityRating'),
      product.total_votes > 0
        ? t('game.details.communityRatingValue', { rating, count: product.total_votes })
        : t('game.details.communityRatingWithoutVotes', { rating }),
    );
  }
  const gtins = product.versions.flatMap((version) => (version.gtin ? [version.gtin] : []));
  add(t('game.details.gtin'), gtins.join(', '));
  const skus = product.versions.flatMap((version) => (version.sku ? [version.sku] : []));
  add(t('game.details.sku'), skus.join(', '));

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md" component="dl" m={0}>
      {rows.map((row) => (
        <Row key={row.label} label={row.label}>
          {row.value}
        </Row>
      ))}
    </SimpleGrid>
  );
}
