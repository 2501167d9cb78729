import { Box, Button, Container, Drawer, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { groupBySlug, isCategorySlug } from '@spielraum/schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHits, useStats } from 'react-instantsearch';
import { useParams } from 'react-router';
import { PageHead } from '../../head/PageHead';
import { useLocalizedTitle } from '../../i18n/localized';
import { formatCount } from '../../shared/format';
import { ActiveFilters } from './ActiveFilters';
import { useFilterCap } from './filter-cap';
import { FilterPanel } from './FilterPanel';
import { GameHits } from './GameHits';
import { ResultPagination } from './ResultPagination';
import { useListScrollMemory } from './scroll-memory';
import { SearchField } from './SearchField';
import { SortSelect } from './SortSelect';

/** Below 768 px (SPEC §9) the filters move into a drawer. */
const MOBILE_QUERY = '(max-width: 47.99em)';

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
  const localized = useLocalizedTitle();
  const { cat } = useParams();
  const category = cat !== undefined && isCategorySlug(cat) ? cat : null;
  const title = category === null ? t('games.allGamesTitle') : localized(groupBySlug(category).title);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [filtersOpen, filters] = useDisclosure(false);
  const cap = useFilterCap();
  const { results } = useHits();
  const { nbHits } = useStats();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useListScrollMemory(results !== undefined && !results.__isArtificial);

  const toTop = () => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <Container size="xl" py="xl">
      {/* Canonical is the category path: filtered and paged variants are the same page to a search engine. */}
      <PageHead
        title={title}
        description={t('games.metaDescription', { title })}
        path={category === null ? '/games' : `/games/${category}`}
      />
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <ResultCount />
      </Group>
      <Box mb="lg" maw={640}>
        <SearchField />
      </Box>
      <Grid gutter="xl">
        {!isMobile && (
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <Box component="aside" aria-label={t('gameSearch.filtersHeading')}>
              <Title order={2} size="h4" mb="sm">
                {t('gameSearch.filtersHeading')}
              </Title>
              <FilterPanel />
            </Box>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              {isMobile && (
                <Button
                  variant="default"
                  onClick={filters.open}
                  aria-expanded={filtersOpen}
                  aria-controls="filter-drawer"
                >
                  {cap.count > 0
                    ? t('gameSearch.openFiltersCount', { count: cap.count })
                    : t('gameSearch.openFilters')}
                </Button>
              )}
              <SortSelect />
            </Group>
            <ActiveFilters keepGroups={category !== null} />
            <GameHits />
            <ResultPagination onPageChange={toTop} />
          </Stack>
        </Grid.Col>
      </Grid>
      {isMobile && (
        <Drawer
          id="filter-drawer"
          opened={filtersOpen}
          onClose={filters.close}
          title={t('gameSearch.filtersHeading')}
          position="left"
          size="100%"
          closeButtonProps={{ 'aria-label': t('gameSearch.closeFilters') }}
        >
          <Stack gap="md" pb={72}>
            <FilterPanel />
          </Stack>
          <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
            <Button fullWidth onClick={filters.close}>
              {t('gameSearch.showResults', { count: nbHits, formatted: formatCount(nbHits) })}
            </Button>
          </Box>
        </Drawer>
      )}
    </Container>
  );
}
