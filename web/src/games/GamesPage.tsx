import {
  Box,
  Button,
  Card,
  Center,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { groupBySlug } from '@spielraum/schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation, useNavigation } from 'react-router';
import { useLocalizedTitle } from '../i18n/localized';
import { formatCount } from './format';
import { GameCard } from './GameCard';
import { GAMES_PER_PAGE, searchForPage, type gamesLoader } from './games-loader';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };
const GAMES_LIST_PATH = /^\/games(\/[^/]+)?\/?$/;

function GameGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="lg" data-testid="games-skeleton">
      {Array.from({ length: 8 }, (_, index) => (
        <Card key={index} withBorder padding="md">
          <Card.Section>
            <Skeleton height={240} radius={0} />
          </Card.Section>
          <Skeleton height={18} mt="md" width="80%" />
          <Skeleton height={12} mt="sm" width="55%" />
          <Skeleton height={12} mt="sm" width="40%" />
          <Skeleton height={22} mt="lg" width="45%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

function EmptyState({ showAllLink }: { showAllLink: boolean }) {
  const { t } = useTranslation();
  return (
    <Center py={64}>
      <Stack align="center" gap="md">
        <Text size="lg">{t('messages.noResults')}</Text>
        {showAllLink && (
          <Button component={Link} to="/games" variant="light">
            {t('games.showAll')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/** /games and /games/:cat: a page of game cards with the category title, total and pagination. */
export function GamesPage() {
  const { category, page, total, hits } = useLoaderData<typeof gamesLoader>();
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const navigation = useNavigation();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  // After a page change the reader continues at the top of the new page, not at the pagination.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [page]);

  const isLoadingList = navigation.state === 'loading' && GAMES_LIST_PATH.test(navigation.location.pathname);
  const title = category === null ? t('games.allGamesTitle') : localized(groupBySlug(category).title);
  const pageCount = Math.max(1, Math.ceil(total / GAMES_PER_PAGE));
  const pageHref = (target: number) =>
    `${location.pathname}${searchForPage(new URLSearchParams(location.search), target)}`;

  return (
    <Container size="xl" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Group justify="space-between" align="baseline" mb="lg" gap="xs">
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {t('games.total', { count: total, formatted: formatCount(total) })}
        </Text>
      </Group>

      <Box aria-busy={isLoadingList}>
        {isLoadingList ? (
          <GameGridSkeleton />
        ) : hits.length === 0 ? (
          <EmptyState showAllLink={category !== null || page > 1} />
        ) : (
          <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
            {hits.map((game) => (
              <GameCard key={game.product_id} game={game} />
            ))}
          </SimpleGrid>
        )}
      </Box>

      {pageCount > 1 && (
        <Box component="nav" aria-label={t('games.paginationLabel')} mt="xl">
          <Center>
            <Pagination
              value={Math.min(page, pageCount)}
              total={pageCount}
              siblings={1}
              getItemProps={(item) => ({
                component: Link,
                to: pageHref(item),
                'aria-label': t('games.pageLabel', { page: item }),
                'aria-current': item === page ? 'page' : undefined,
              })}
              getControlProps={(control) => {
                if (control === 'previous' && page > 1) {
                  return { component: Link, to: pageHref(page - 1), 'aria-label': t('games.previousPage') };
                }
                if (control === 'next' && page < pageCount) {
                  return { component: Link, to: pageHref(page + 1), 'aria-label': t('games.nextPage') };
                }
                return {
                  'aria-label': control === 'previous' ? t('games.previousPage') : t('games.nextPage'),
                };
              }}
            />
          </Center>
        </Box>
      )}
    </Container>
  );
}
