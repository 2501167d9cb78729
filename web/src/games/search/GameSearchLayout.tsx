import { Box, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isCategorySlug } from '@spielraum/schema';
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHits, useStats } from 'react-instantsearch';
import { useParams } from 'react-router';
import { hydrateLater } from '../../app/HydrateLater';
import { useLoadOnIntent } from '../../app/layout/load-on-intent';
import { formatCount } from '../../shared/format';
import classes from './game-search.module.css';
import { ListPageHead, useListPage } from '../list-page';
import { ActiveFilters } from './ActiveFilters';
import { useFilterCap } from './filter-cap';
import { FilterPanel } from './FilterPanel';
import { GameHits } from './GameHits';
import { ResultPagination } from './ResultPagination';
import { useListScrollMemory } from './scroll-memory';
import { SearchField } from './SearchField';
import { SortSelect } from './SortSelect';

/** Target of the "Zu den Ergebnissen" link, which skips the search field and the filters. */
const RESULTS_HEADING_ID = 'list-results';
/** Where the filter column shows (game-search.module.css `.filterColumn`). */
const FILTER_COLUMN_MEDIA = '(min-width: 48em)';

/** Hidden on phones; on a wide screen it may hydrate after the hits. */
// below 768 px the column is hidden by CSS (the drawer shows the filters there): a phone keeps
// its server HTML and never hydrates it; RoutedAttributes asks for the same facet values, so the
// search stays the one the server made
const LaterFilterPanel = hydrateLater(FilterPanel, { media: FILTER_COLUMN_MEDIA });

const loadFilterDrawer = () => import('./FilterDrawer');

function ResultCount() {
  const { t } = useTranslation();
  const { nbHits } = useStats();
  const { results } = useHits();
  if (!results || results.__isArtificial) return null;
  return (
    <Text c="dimmed" size="lg" role="status">
      {t('games.total', { count: nbHits, formatted: formatCount(nbHits) })}
    </Text>
  );
}

/** Title, search box, filters beside (or in a drawer above) the hits, sort, pagination. */
export function GameSearchLayout() {
  const { t } = useTranslation();
  const { cat } = useParams();
  const category = cat !== undefined && isCategorySlug(cat) ? cat : null;
  const listPage = useListPage();
  const [filtersOpen, filters] = useDisclosure(false);
  const cap = useFilterCap();
  const { results } = useHits();
  const { nbHits } = useStats();
  const drawer = useLoadOnIntent(loadFilterDrawer);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  useListScrollMemory(results !== undefined && !results.__isArtificial);

  // Focus moves without a fragment in the URL: the router would treat it as a navigation.
  const toResults = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    resultsHeadingRef.current?.focus();
  };

  const toTop = () => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} pos="relative">
      <ListPageHead page={listPage} />
      <a href={`#${RESULTS_HEADING_ID}`} className={classes.skipLink} onClick={toResults}>
        {t('gameSearch.skipToResults')}
      </a>
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={1} ref={headingRef} tabIndex={-1} className={classes.heading}>
          {listPage.heading}
        </Title>
        <ResultCount />
      </Group>
      {listPage.intro !== undefined && (
        <Text mb="md" maw={760}>
          {listPage.intro}
        </Text>
      )}
      <Box mb="lg" maw={640}>
        <SearchField />
      </Box>
      {/* CSS columns rather than Mantine's Grid: its context value is new at every render, which
          would make the filter panel and the cards hydrate at once instead of later */}
      <div className={classes.columns}>
        {/* In the server's HTML for every width and hidden below 768 px by CSS: the page a phone
            gets is the page it hydrates, and the filter widgets stay mounted, so the search
            parameters do not change after hydration (which would mean a second search). */}
        <div className={classes.filterColumn}>
          <Box component="aside" aria-label={t('gameSearch.filtersHeading')}>
            <Title order={2} size="h4" mb="sm">
              {t('gameSearch.filtersHeading')}
            </Title>
            {/* while the drawer shows the same panel, its notice is the one with the id */}
            <LaterFilterPanel withCapNotice={!filtersOpen} />
          </Box>
        </div>
        <div>
          <Stack gap="md">
            <VisuallyHidden>
              <Title order={2} id={RESULTS_HEADING_ID} ref={resultsHeadingRef} tabIndex={-1}>
                {t('gameSearch.resultsHeading')}
              </Title>
            </VisuallyHidden>
            <Group justify="space-between" align="flex-end" gap="sm" wrap="nowrap" className={classes.tools}>
              <Button
                hiddenFrom="sm"
                variant="default"
                onPointerEnter={drawer.handlers.onPointerEnter}
                onFocus={drawer.handlers.onFocus}
                onClick={() => {
                  drawer.handlers.onClick();
                  filters.open();
                }}
                aria-expanded={filtersOpen}
                aria-haspopup="dialog"
                className={classes.filterButton}
              >
                {cap.count > 0
                  ? t('gameSearch.openFiltersCount', { count: cap.count })
                  : t('gameSearch.openFilters')}
              </Button>
              <SortSelect />
            </Group>
            <ActiveFilters keepGroups={category !== null} />
            <GameHits />
            <ResultPagination onPageChange={toTop} />
          </Stack>
        </div>
      </div>
      {drawer.loaded && (
        <drawer.loaded.FilterDrawer opened={filtersOpen} onClose={filters.close} hits={nbHits} />
      )}
    </Container>
  );
}
