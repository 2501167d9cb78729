import { Select } from '@mantine/core';
import type { GameCard } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_SEARCH_MIN_LENGTH, useGameSearch } from '../shared/use-game-search';

/** Type-ahead over the game list's search; games already in the list are not offered again. */
export function GamePicker({
  exclude,
  disabled,
  description,
  error,
  onPick,
}: {
  exclude: ReadonlySet<number>;
  disabled: boolean;
  description: string;
  error: string | null;
  onPick(game: GameCard): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const hits = useGameSearch(search);
  const options = hits
    .filter((hit) => !exclude.has(hit.product_id))
    .map((hit) => ({
      value: String(hit.product_id),
      label: hit.release_year ? `${hit.title} (${hit.release_year})` : hit.title,
    }));
  const pick = (value: string | null) => {
    setSearch('');
    const hit = hits.find((candidate) => String(candidate.product_id) === value);
    if (hit) onPick(hit);
  };
  return (
    <Select
      label={t('recommendations.addGame')}
      description={description}
      placeholder={t('recommendations.addGamePlaceholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      onChange={pick}
      data={options}
      // the search already matched titles (and more); Mantine must not filter again
      filter={({ options: all }) => all}
      nothingFoundMessage={
        search.trim().length < GAME_SEARCH_MIN_LENGTH
          ? t('recommendations.typeMore')
          : t('recommendations.nothingFound')
      }
      disabled={disabled}
      error={error}
    />
  );
}
