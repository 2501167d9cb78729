import { LIMITS, type SuggestResponse } from '@spielraum/schema';
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiGet, dataEnvelope, imageUrl } from '../api/client';
import { searchHref } from '../search/routing';
import { formatEuroCents } from '../shared/format';
import type { ComboboxState, SuggestionController } from './combobox-types';
import classes from './search-box.module.css';
import { designerTargetPath, gameTargetPath, postTargetPath, publisherTargetPath } from './target-paths';

type Suggestions = SuggestResponse['data'];

const DEBOUNCE_MS = 150;
const KEPT_ANSWERS = 50;
// answers of this page's life by text, so deleting a letter shows the earlier list at once
const answers = new Map<string, Suggestions>();

function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestions> {
  const kept = answers.get(q);
  if (kept) return Promise.resolve(kept);
  return apiGet('suggest/', dataEnvelope<SuggestResponse>(), {
    query: new URLSearchParams({ q }),
    signal,
  }).then(({ data }) => {
    answers.set(q, data);
    if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
    return data;
  });
}

interface Option {
  id: string;
  href: string;
  content: ReactNode;
}

interface Group {
  id: string;
  title: string;
  options: Option[];
}

function GameOption({ game }: { game: Suggestions['games'][number] }) {
  const { t } = useTranslation();
  const details = [
    game.publisher,
    game.best_total === null ? null : t('searchBox.bestTotal', { price: formatEuroCents(game.best_total) }),
  ].filter(Boolean);
  return (
    <>
      {game.cover_image_id === null ? (
        <span className={classes.thumb} aria-hidden="true" />
      ) : (
        <img
          className={classes.thumb}
          src={imageUrl(game.cover_image_id, 450)}
          alt=""
          width={40}
          height={40}
        />
      )}
      <span className={classes.optionText}>
        <span className={classes.optionTitle}>{game.title}</span>
        {details.length > 0 && <span className={classes.optionDetail}>{details.join(' · ')}</span>}
      </span>
    </>
  );
}

interface GroupTexts {
  games: string;
  publishers: string;
  designers: string;
  posts: string;
  gameCount: (count: number) => string;
}

function groupsOf(suggestions: Suggestions, listboxId: string, texts: GroupTexts) {
  const named = (option: Suggestions['publishers'][number]) => (
    <span className={classes.optionText}>
      <span className={classes.optionTitle}>{option.label}</span>
      <span className={classes.optionDetail}>{texts.gameCount(option.count)}</span>
    </span>
  );
  const groups: Group[] = [
    {
      id: 'games',
      title: texts.games,
      options: suggestions.games.map((game) => ({
        id: `game-${game.id}`,
        href: gameTargetPath(game),
        content: <GameOption game={game} />,
      })),
    },
    {
      id: 'publishers',
      title: texts.publishers,
      options: suggestions.publishers.map((option) => ({
        id: `publisher-${option.key}`,
        href: publisherTargetPath(option.key),
        content: named(option),
      })),
    },
    {
      id: 'designers',
      title: texts.designers,
      options: suggestions.designers.map((option) => ({
        id: `designer-${option.key}`,
        href: designerTargetPath(option.key),
        content: named(option),
      })),
    },
    {
      id: 'posts',
      title: texts.posts,
      options: suggestions.posts.map((post) => ({
        id: `post-${post.id}`,
        href: postTargetPath(post),
        content: (
          <span className={classes.optionText}>
            <span className={classes.optionTitle}>{post.title}</span>
          </span>
        ),
      })),
    },
  ];
  return groups
    .filter((group) => group.options.length > 0)
    .map((group) => ({
      ...group,
      id: `${listboxId}-${group.id}`,
      options: group.options.map((option) => ({ ...option, id: `${listboxId}-${option.id}` })),
    }));
}

type Answer = { term: string; state: 'done'; suggestions: Suggestions } | { term: string; state: 'failed' };

/**
 * The search box's suggestions: asked 150 ms after the last key (a newer text aborts the older
 * request; only the answer for the current text is shown), grouped in one listbox under the
 * field. The focus stays in the field and `aria-activedescendant` names the active option
 * (WAI-ARIA 1.2 combobox): arrow keys move, Enter opens the option or, with none active, the
 * game list for the text; Escape closes (a second Escape empties the field).
 */
export function SuggestionPopup({
  term,
  listboxId,
  input,
  controller,
  onComboboxChange,
  onLeave,
}: {
  term: string;
  listboxId: string;
  input: RefObject<HTMLInputElement | null>;
  controller: RefObject<SuggestionController | null>;
  onComboboxChange: (state: ComboboxState) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = term.trim();
  // opens with what was typed while this code loaded
  const [open, setOpen] = useState(() => query !== '' && document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const [seenTerm, setSeenTerm] = useState(term);

  if (seenTerm !== term) {
    // typing opens the list again and starts from the field
    setSeenTerm(term);
    setOpen(true);
    setActive(-1);
  }

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        fetchSuggestions(query, controller.signal).then(
          (suggestions) => setAnswer({ term: query, state: 'done', suggestions }),
          () => {
            if (!controller.signal.aborted) setAnswer({ term: query, state: 'failed' });
          },
        );
      },
      answers.has(query) ? 0 : DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const current = answer?.term === query ? answer : null;
  const groups =
    current?.state === 'done'
      ? groupsOf(current.suggestions, listboxId, {
          games: t('searchBox.games'),
          publishers: t('searchBox.publishers'),
          designers: t('searchBox.designers'),
          posts: t('searchBox.posts'),
          gameCount: (count) => t('searchBox.gameCount', { count }),
        })
      : [];
  const listHref = (text: string) =>
    searchHref({
      ...(text ? { text } : {}),
      filters: {},
      sort: 'relevance',
      page: 1,
      rowsPerPage: LIMITS.rowsPerPage,
    });
  // the way from the suggestions to the whole list, as the big shops end theirs
  const showAll: Option | undefined =
    groups.length > 0
      ? {
          id: `${listboxId}-all`,
          href: listHref(query),
          content: (
            <span className={classes.optionText}>
              <span className={classes.optionTitle}>{t('searchBox.showAll', { term: query })}</span>
            </span>
          ),
        }
      : undefined;
  const options = [...groups.flatMap((group) => group.options), ...(showAll ? [showAll] : [])];
  const shown = open && query !== '';
  const expanded = shown && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const status = !shown
    ? ''
    : current === null
      ? t('searchBox.loading')
      : current.state === 'failed'
        ? t('searchBox.failed')
        : options.length === 0
          ? t('searchBox.noResults')
          : t('searchBox.resultCount', { count: options.length - (showAll ? 1 : 0) });

  useEffect(() => {
    onComboboxChange({ expanded, activeId: activeOption?.id });
  }, [expanded, activeOption?.id, onComboboxChange]);

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    onLeave();
    void navigate(href);
  };

  useImperativeHandle(controller, () => ({
    onKeyDown(event) {
      if (event.altKey && event.key !== 'ArrowDown') return;
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          if (!shown) setOpen(true);
          else if (options.length > 0 && !event.altKey) setActive((active + 1) % options.length);
          break;
        case 'ArrowUp':
          event.preventDefault();
          if (options.length > 0) setActive(active <= 0 ? options.length - 1 : active - 1);
          break;
        case 'Enter':
          if (activeOption) {
            event.preventDefault();
            go(activeOption.href);
          }
          break;
        case 'Escape':
          if (shown) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
          break;
      }
    },
    submit() {
      go(listHref(input.current?.value.trim() ?? query));
      return true;
    },
    close() {
      setOpen(false);
      setActive(-1);
    },
  }));

  return (
    <>
      <div role="status" className={shown && !expanded ? classes.message : classes.hiddenStatus}>
        {status}
      </div>
      <div
        ref={listbox}
        id={listboxId}
        role="listbox"
        aria-label={t('searchBox.label')}
        className={classes.popup}
        hidden={!expanded}
      >
        {groups.map((group) => (
          <div key={group.id} role="group" aria-labelledby={group.id} className={classes.group}>
            <div id={group.id} role="presentation" className={classes.groupTitle}>
              {group.title}
            </div>
            {group.options.map((option) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option === activeOption}
                className={classes.option}
                // keeps the focus in the field, so the click below still knows the option
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.href)}
              >
                {option.content}
              </div>
            ))}
          </div>
        ))}
        {showAll && (
          <div
            id={showAll.id}
            role="option"
            aria-selected={showAll === activeOption}
            className={`${classes.option} ${classes.showAll}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(showAll.href)}
          >
            {showAll.content}
          </div>
        )}
      </div>
    </>
  );
}
