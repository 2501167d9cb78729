import { Alert, Box, Button, Card, Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClearRefinements, useHits, useInstantSearch } from 'react-instantsearch';
import { hydrateLater } from '../../app/HydrateLater';
import { SearchRequestError, type GameHit } from '../../search/search-client';
import { GameCard } from '../../shared/GameCard';
import { GameCardActions } from '../../lists/GameCardActions';
import { RefreshOnIgnore } from '../../lists/RefreshOnIgnore';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3 };
/** The cards of the widest first row, whose covers load first. */
const FIRST_ROW = GRID_COLUMNS.md;

/** A hit as the list shows it; an answer brings new hit objects even when nothing changed. */
const HitCard = hydrateLater(
  function HitCard({ game, priorityCover }: { game: GameHit; priorityCover: boolean }) {
    return (
      <GameCard
        game={game}
        actions={<GameCardActions game={game} />}
        compactOnPhone
        priorityCover={priorityCover}
      />
    );
  },
  {
    same: (before, after) =>
      before.priorityCover === after.priorityCover &&
      (before.game === after.game || JSON.stringify(before.game) === JSON.stringify(after.game)),
  },
);

function GameGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="lg" data-testid="games-skeleton">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} withBorder padding="md">
          <Card.Section>
            <Skeleton height={220} radius={0} />
          </Card.Section>
          <Skeleton height={18} mt="md" width="80%" />
          <Skeleton height={12} mt="sm" width="55%" />
          <Skeleton height={22} mt="lg" width="45%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

function NoHits() {
  const { t } = useTranslation();
  const clear = useClearRefinements({ excludedAttributes: [] });
  return (
    <Center py={48}>
      <Stack align="center" gap="md">
        <Text size="lg">{t('messages.noResults')}</Text>
        {clear.canRefine && (
          <Button variant="light" onClick={clear.refine}>
            {t('gameSearch.resetSearch')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/**
 * The hits as game cards, with a skeleton before the first answer, a dimmed list while a slow
 * answer is pending, the German error of a failed call (e.g. the five-filter cap) and an empty
 * state that offers to start over.
 */
export function GameHits() {
  const { t } = useTranslation();
  const { items, results } = useHits<GameHit>();
  const { status, error, refresh } = useInstantSearch({ catchError: true });
  const firstAnswerPending = results === undefined || results.__isArtificial === true;

  if (error) {
    const text =
      error instanceof SearchRequestError && error.status < 500
        ? error.serverMessage
        : t('messages.requestError');
    return (
      <Alert color="red" title={t('gameSearch.errorTitle')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{text}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={refresh}>
            {t('gameSearch.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (firstAnswerPending) return <GameGridSkeleton />;
  if (items.length === 0)
    return (
      <>
        <RefreshOnIgnore />
        <NoHits />
      </>
    );

  const stalled = status === 'stalled';
  return (
    <Box aria-busy={stalled} style={{ opacity: stalled ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <RefreshOnIgnore />
      <SimpleGrid cols={GRID_COLUMNS} spacing={{ base: 'sm', xs: 'lg' }}>
        {items.map((game, index) => (
          <HitCard key={game.objectID} game={game} priorityCover={index < FIRST_ROW} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
