import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchBox } from 'react-instantsearch';
import { useNavigate } from 'react-router';
import type { GameNameSuggestion } from '@spielraum/schema';
import classes from './game-search.module.css';
import { useSpielraumSearchClient } from './search-client-context';

const TYPE_AHEAD_MIN_LENGTH = 2;
const SEARCH_DELAY_MS = 300;
const SHOWN_SUGGESTIONS = 10;

/**
 * The search box: the list follows what is typed (after a short pause), and game names from
 * `filter/namesearch/` (within the current filters) are offered as type-ahead; choosing one
 * opens that game's page, Enter searches for the text. A WAI-ARIA 1.2 combobox of our own, as the
 * header's: the focus stays in the field and `aria-activedescendant` names the active option
 * (Mantine's Autocomplete would bring its popover code, about 30 KB, into every list's JavaScript).
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
      if (latestTerm.current === text) setSuggestions(found.slice(0, SHOWN_SUGGESTIONS));
    } catch {
      // Type-ahead is a convenience: without it the search itself still works.
      setSuggestions([]);
    }
  }, 150);

  const listboxId = `${useId()}names`;
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const activeGame = expanded ? suggestions[active] : undefined;

  useEffect(() => {
    if (activeGame) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // the id follows from the index
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeGame, active]);

  const openGame = (game: GameNameSuggestion) => {
    openingGame.current = true;
    search.cancel();
    setOpen(false);
    void navigate(`/games/${game.group}/${game.slug}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key !== 'ArrowDown') return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) setOpen(true);
        else if (!event.altKey) setActive((active + 1) % suggestions.length);
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive(active <= 0 ? suggestions.length - 1 : active - 1);
        break;
      case 'Enter':
        if (activeGame) {
          event.preventDefault();
          openGame(activeGame);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.cancel();
    setOpen(false);
    send(value);
  };

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      aria-label={t('gameSearch.searchLabel')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <div className={classes.nameField}>
        <TextInput
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeGame ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          label={t('gameSearch.searchLabel')}
          placeholder={t('gameSearch.searchPlaceholder')}
          value={value}
          w="100%"
          onChange={(event) => {
            const text = event.currentTarget.value;
            setValue(text);
            setOpen(true);
            setActive(-1);
            search(text);
            void suggest(text);
          }}
          onKeyDown={onKeyDown}
          maxLength={200}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('gameSearch.searchLabel')}
          className={classes.namePopup}
          hidden={!expanded}
        >
          {suggestions.map((game, index) => (
            <div
              key={`${game.group}/${game.slug}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={classes.nameOption}
              // keeps the focus in the field, so the click below still knows the option
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openGame(game)}
            >
              {game.title}
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
