import './page-texts';
import { Anchor, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { GameCard as GameCardData } from '@spielraum/schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsent } from '../app/consent/consent-store';
import { useSession } from '../app/session';
import { GameCard } from '../shared/GameCard';
import { fetchGameCards, fetchProductHistory } from './history-api';
import { clearLocalHistory, readLocalHistory } from './local-history';

const SHOWN = 4;

/**
 * "Zuletzt angesehen": the games the visitor opened last, only with the "Produktverlauf"
 * consent (from the account when signed in and verified, else from this browser). Rendered in
 * the browser only: the server's page is the same for every visitor. Nothing shows while there
 * is nothing to show.
 */
export function RecentlyViewed({ excludeId }: { excludeId?: number }) {
  const { t } = useTranslation();
  const consent = useConsent();
  const { user } = useSession();
  const fromAccount = Boolean(user?.verified);
  // checked here too: withdrawing while the list shows hides it at once
  const allowed = Boolean(consent?.history);
  const [games, setGames] = useState<GameCardData[]>([]);

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    const load = fromAccount ? fetchProductHistory() : fetchGameCards(readLocalHistory());
    load.then(
      (cards) => {
        if (current) setGames(cards);
      },
      // a convenience that failed to load is left out, the page goes on
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [allowed, fromAccount]);

  const shown = (allowed ? games : []).filter((game) => game.product_id !== excludeId).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="zuletzt-angesehen">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="zuletzt-angesehen">
          {t('history.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {fromAccount ? (
            <Anchor component={Link} to="/settings" size="sm">
              {t('history.manage')}
            </Anchor>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                clearLocalHistory();
                setGames([]);
              }}
            >
              {t('history.clear')}
            </Anchor>
          )}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {shown.map((game) => (
          <GameCard key={game.product_id} game={game} />
        ))}
      </SimpleGrid>
    </section>
  );
}
