import { ActionIcon, Group, Input, Select, Stack, Text } from '@mantine/core';
import { MAGAZINE_LIMITS, type EditorPost } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_SEARCH_MIN_LENGTH, useGameSearch } from '../shared/use-game-search';

export type FeaturedGame = EditorPost['featured_games'][number];

/**
 * The post's featured games: add by title (the game list's search), remove, and put in order
 * with "nach oben"/"nach unten" (the page shows them in this order). Their titles are what
 * "Spiel einfügen" offers for the body.
 */
export function FeaturedGames({
  games,
  error,
  onChange,
}: {
  games: FeaturedGame[];
  error: string | null;
  onChange(games: FeaturedGame[]): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const hits = useGameSearch(search);
  const full = games.length >= MAGAZINE_LIMITS.featuredGamesMax;
  const options = hits
    .filter((hit) => !games.some((game) => game.product_id === hit.product_id))
    .map((hit) => ({
      value: String(hit.product_id),
      label: hit.release_year ? `${hit.title} (${hit.release_year})` : hit.title,
    }));

  const add = (value: string | null) => {
    setSearch('');
    const hit = hits.find((candidate) => String(candidate.product_id) === value);
    if (!hit || full) return;
    onChange([
      ...games,
      {
        product_id: hit.product_id,
        title: hit.title,
        slug: hit.slug,
        category: hit.category,
        cover_image_id: hit.cover_image_id,
      },
    ]);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...games];
    const [game] = next.splice(index, 1);
    next.splice(index + by, 0, game!);
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <Select
        label={t('editorial.featuredAdd')}
        description={t('editorial.featuredHint', { amount: MAGAZINE_LIMITS.featuredGamesMax })}
        placeholder={t('editorial.featuredPlaceholder')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        value={null}
        onChange={add}
        data={options}
        // the search already matched titles (and more); Mantine must not filter again
        filter={({ options: all }) => all}
        nothingFoundMessage={
          search.trim().length < GAME_SEARCH_MIN_LENGTH
            ? t('editorial.featuredTypeMore')
            : t('editorial.featuredNothing')
        }
        disabled={full}
        error={error}
      />
      {games.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editorial.featuredEmpty')}
        </Text>
      ) : (
        <Input.Wrapper label={t('editorial.featuredGames')} labelElement="div">
          <Stack component="ol" gap={4} p={0} m={0} mt={4} style={{ listStyle: 'none' }}>
            {games.map((game, index) => (
              <Group
                component="li"
                key={game.product_id}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                aria-label={game.title}
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {index + 1}. {game.title}
                </Text>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('editorial.moveUp', { title: game.title })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('editorial.moveDown', { title: game.title })}
                    disabled={index === games.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('editorial.removeGame', { title: game.title })}
                    onClick={() => onChange(games.filter((other) => other.product_id !== game.product_id))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
