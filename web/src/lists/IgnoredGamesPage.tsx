import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { notifySuccess } from '../accounts/notices';
import { ListItemRow } from './ListItemCard';
import type { ignoredGamesLoader } from './list-loaders';
import { unignoreGame } from './lists-api';
import { useListErrorNotice } from './use-list-error';
// the list, alert and notification texts load with the modules that show them (issue 5)
import '../i18n/page-texts';

/** /ignore-games: the games the user hides from searches, each with "Rückgängig". */
export function IgnoredGamesPage() {
  const games = useLoaderData() as Awaited<ReturnType<typeof ignoredGamesLoader>>;
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const showError = useListErrorNotice();
  const title = t('lists.ignoredTitle');
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeZone: 'Europe/Berlin',
  });

  const undo = async (productId: number, gameTitle: string) => {
    try {
      await unignoreGame(productId);
      notifySuccess(t('lists.unignored', { title: gameTitle }));
      await revalidator.revalidate();
    } catch (error) {
      showError(error, 'deleteDataError');
    }
  };

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
                item={{ game, note: null, priority: 3, added_at: ignored_at }}
              >
                <Text size="xs" c="dimmed">
                  {t('lists.ignoredSince', { date: dateFormat.format(new Date(ignored_at)) })}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  w="fit-content"
                  aria-label={t('lists.undoFor', { title: game.title })}
                  onClick={() => void undo(game.product_id, game.title)}
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
