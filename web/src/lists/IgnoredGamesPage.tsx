import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { ListItemRow } from './ListItemCard';
import type { ignoredGamesLoader } from './list-loaders';
import { unignoreGame } from './lists-api';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

/** /ignore-games: the games the user hides from searches, each with "Rückgängig". */
export function IgnoredGamesPage() {
  const games = useLoaderData() as Awaited<ReturnType<typeof ignoredGamesLoader>>;
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const title = t('lists.ignoredTitle');
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeZone: 'Europe/Berlin',
  });

  const undo = useMutation({
    mutate: (game: { productId: number; title: string }) => unignoreGame(game.productId),
    successText: (_answer, game) => t('lists.unignored', { title: game.title }),
    onSuccess: () => revalidator.revalidate(),
    failureText: t('messages.deleteDataError'),
  });

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {t('lists.ignoredIntro')}
          </Text>
        </div>
        {games.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">{t('lists.noIgnored')}</Text>
            <Button component={Link} to="/games" variant="light">
              {t('lists.toGames')}
            </Button>
          </Stack>
        ) : (
          <Box component="ul" p={0} m={0} aria-busy={revalidator.state === 'loading'}>
            {games.map(({ game, ignored_at }) => (
              <ListItemRow
                key={game.product_id}
                item={{ game, note: null, priority: 3, added_at: ignored_at, reservation: null }}
              >
                <Text size="xs" c="dimmed">
                  {t('lists.ignoredSince', { date: dateFormat.format(new Date(ignored_at)) })}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  w="fit-content"
                  aria-label={t('lists.undoFor', { title: game.title })}
                  onClick={() => void undo.run({ productId: game.product_id, title: game.title })}
                >
                  {t('lists.undo')}
                </Button>
              </ListItemRow>
            ))}
          </Box>
        )}
      </Stack>
    </Container>
  );
}
