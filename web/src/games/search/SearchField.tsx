import { Autocomplete, Box } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchBox } from 'react-instantsearch';
import { useNavigate } from 'react-router';
import type { GameNameSuggestion } from '@spielraum/schema';
import { useSpielraumSearchClient } from './search-client-context';

const TYPE_AHEAD_MIN_LENGTH = 2;
const SEARCH_DELAY_MS = 300;

/**
 * The search box: the list follows what is typed (after a short pause), and game names from
 * `filter/namesearch/` (within the current filters) are offered as type-ahead; choosing one
 * opens that game's page, Enter searches for the text.
 */
export function SearchField() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useSpielraumSearchClient();
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [ownQuery, setOwnQuery] = useState(query);
  const [suggestions, setSuggestions] = useState<GameNameSuggestion[]>([]);
  const latestTerm = useRef('');
  /** A suggestion was chosen: the game page opens, a search still pending must not follow it. */
  const openingGame = useRef(false);

  // Back/forward or "remove all" changes the query from outside: show it. A query this field
  // sent itself is not written back, the user may have typed on since.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== ownQuery) setValue(query);
  }

  const send = (text: string) => {
    if (openingGame.current) return;
    setOwnQuery(text);
    refine(text);
  };
  const search = useDebouncedCallback(send, SEARCH_DELAY_MS);
  const suggest = useDebouncedCallback(async (text: string) => {
    latestTerm.current = text;
    if (text.trim().length < TYPE_AHEAD_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    try {
      const found = await client.suggestGameNames({ term: text });
      if (latestTerm.current === text) setSuggestions(found);
    } catch {
      // Type-ahead is a convenience: without it the search itself still works.
      setSuggestions([]);
    }
  }, 150);

  const hrefByTitle = new Map(suggestions.map((game) => [game.title, `/games/${game.group}/${game.slug}`]));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.cancel();
    send(value);
  };

  return (
    <Box component="form" role="search" onSubmit={onSubmit} aria-label={t('gameSearch.searchLabel')}>
      <Autocomplete
        type="search"
        label={t('gameSearch.searchLabel')}
        placeholder={t('gameSearch.searchPlaceholder')}
        value={value}
        data={[...hrefByTitle.keys()]}
        filter={({ options }) => options}
        limit={10}
        onChange={(text) => {
          setValue(text);
          search(text);
          void suggest(text);
        }}
        onOptionSubmit={(title) => {
          const href = hrefByTitle.get(title);
          if (!href) return;
          openingGame.current = true;
          search.cancel();
          void navigate(href);
        }}
        comboboxProps={{ withinPortal: true }}
        maxLength={200}
      />
    </Box>
  );
}
