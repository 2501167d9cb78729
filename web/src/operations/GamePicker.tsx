import { Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { GameNameSuggestion } from '@spielraum/schema';
import { useRef, useState } from 'react';
import { suggestGames } from './unmatched-api';

const TYPE_AHEAD_MIN_LENGTH = 2;

/**
 * Chooses a game by name with the search's type-ahead (`filter/namesearch/`), as the header's
 * search box offers it: a searchable select, so arrows, Enter and Escape work as in any list box.
 */
export function GamePicker({
  label,
  placeholder,
  nothingFound,
  value,
  onChange,
  autoFocus,
}: {
  label: string;
  placeholder: string;
  nothingFound: string;
  value: GameNameSuggestion | null;
  onChange(game: GameNameSuggestion | null): void;
  autoFocus?: boolean;
}) {
  const [search, setSearch] = useState(value?.title ?? '');
  const [suggestions, setSuggestions] = useState<GameNameSuggestion[]>(value ? [value] : []);
  const [searched, setSearched] = useState(false);
  const latestTerm = useRef('');
  const suggest = useDebouncedCallback(async (term: string) => {
    latestTerm.current = term;
    if (term.trim().length < TYPE_AHEAD_MIN_LENGTH) {
      setSearched(false);
      return;
    }
    try {
      const found = await suggestGames(term);
      if (latestTerm.current !== term) return;
      setSuggestions(found);
      setSearched(true);
    } catch {
      // the choice stays possible by typing again; a failed type-ahead shows nothing found
      if (latestTerm.current === term) setSuggestions([]);
    }
  }, 200);
  // the chosen game stays an option, or the select could not show it
  const options =
    value && !suggestions.some((game) => game.id === value.id) ? [value, ...suggestions] : suggestions;
  // one entry per title: two games of the same title are told apart by their address slug
  const titles = new Map<string, number>();
  for (const game of options) titles.set(game.title, (titles.get(game.title) ?? 0) + 1);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data-autofocus={autoFocus ? true : undefined}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        if (text !== value?.title) void suggest(text);
      }}
      data={options.map((game) => ({
        value: String(game.id),
        label: (titles.get(game.title) ?? 0) > 1 ? `${game.title} (${game.slug})` : game.title,
      }))}
      filter={({ options: shown }) => shown}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(options.find((game) => String(game.id) === id) ?? null)}
      nothingFoundMessage={searched ? nothingFound : undefined}
      comboboxProps={{ withinPortal: true }}
      maxLength={200}
    />
  );
}
