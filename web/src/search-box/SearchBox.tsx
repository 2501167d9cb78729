import { LANDING_KINDS } from '@spielraum/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLoadOnIntent } from '../app/layout/load-on-intent';
import type { ComboboxState, SuggestionController } from './combobox-types';
import classes from './search-box.module.css';

const loadSuggestions = () => import('./SuggestionPopup');

/** The game lists: all games, a category, a landing page (their searches carry `?term=`). */
const LIST_PATH = new RegExp(
  `^/(games(/[^/]+)?|(${LANDING_KINDS.map(({ kind }) => kind).join('|')})/[^/]+)/?$`,
);

/** The text a list page searches for, which the header's field shows there; elsewhere none. */
function listTerm({ pathname, search }: { pathname: string; search: string }): string {
  return LIST_PATH.test(pathname) ? (new URLSearchParams(search).get('term') ?? '') : '';
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The search field of the header and the start page: a plain form that opens the game list
 * (`/games?term=…`) before any JavaScript runs, and a combobox with grouped suggestions (games,
 * publishers, designers, magazine posts) whose code loads on the first pointer, focus or key,
 * not with the page. The field stays the same element throughout, so nothing typed or focused
 * is lost when the suggestions arrive (on phones the keyboard stays open).
 */
export function SearchBox({ placement }: { placement: 'header' | 'start' }) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}search`;
  const listboxId = `${id}suggestions`;
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<SuggestionController | null>(null);
  const location = useLocation();
  const shownTerm = placement === 'header' ? listTerm(location) : '';
  const [term, setTerm] = useState(shownTerm);
  const [lastShownTerm, setLastShownTerm] = useState(shownTerm);
  // a list searching for something else (typed in its own field, back or forward, another
  // link) shows that text; the field's own typing does not change the address
  if (shownTerm !== lastShownTerm) {
    setLastShownTerm(shownTerm);
    setTerm(shownTerm);
  }
  // the field is uncontrolled (what is typed before hydration stays): the new text is written
  // into it on a change, not at the first render
  const writtenTerm = useRef(shownTerm);
  useEffect(() => {
    if (shownTerm === writtenTerm.current) return;
    writtenTerm.current = shownTerm;
    if (input.current) input.current.value = shownTerm;
  }, [shownTerm]);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, activeId: undefined });
  const { loaded, handlers } = useLoadOnIntent(loadSuggestions);

  useEffect(() => {
    // text typed into the server-rendered field before the page's JavaScript took over
    const typed = input.current?.value ?? '';
    if (typed !== '') setTerm(typed);
    if (document.activeElement === input.current) handlers.onFocus();
    // only once, for what happened before hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      role="search"
      aria-label={t(placement === 'header' ? 'searchBox.headerLandmark' : 'searchBox.startLandmark')}
      action="/games"
      method="get"
      className={classes.root}
      data-placement={placement}
      onPointerEnter={handlers.onPointerEnter}
      onSubmit={(event) => {
        if (controller.current?.submit()) event.preventDefault();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) controller.current?.close();
      }}
    >
      <label htmlFor={inputId} className={classes.label}>
        {t('searchBox.label')}
      </label>
      <div className={classes.field}>
        <input
          ref={input}
          id={inputId}
          name="term"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.expanded}
          aria-controls={loaded ? listboxId : undefined}
          aria-activedescendant={combobox.activeId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          defaultValue={shownTerm}
          placeholder={t('searchBox.placeholder')}
          className={classes.input}
          onFocus={handlers.onFocus}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            handlers.onFocus();
          }}
          onKeyDown={(event) => controller.current?.onKeyDown(event)}
        />
        <button type="submit" className={classes.submit} aria-label={t('searchBox.submit')}>
          <SearchIcon />
        </button>
        {loaded && (
          <loaded.SuggestionPopup
            term={term}
            listboxId={listboxId}
            input={input}
            controller={controller}
            onComboboxChange={setCombobox}
            onLeave={() => {
              setTerm('');
              if (input.current) input.current.value = '';
            }}
          />
        )}
      </div>
    </form>
  );
}
