import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CreateAlertRequest, GamePage } from '@spielraum/schema';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthDialog } from '../app/auth-dialog-context';
import { useSession } from '../app/session';
import { useMutation } from '../app/use-mutation';
import { alertBestTotal } from '../shared/alert-best-total';
import type { PriceThreshold } from './PriceAlertForm';

// The dialog (Mantine's Modal, the form) and the alert calls with their zod contracts load when
// they are first used, not with the game page (its JavaScript budget of 170 KB).
const PriceAlertDialog = lazy(async () => ({
  default: (await import('./PriceAlertDialog')).PriceAlertDialog,
}));
const loadAlertsApi = () => import('./alerts-api');

/** Availability values under which a game cannot be ordered now (an availability alert makes sense). */
const NOT_ORDERABLE = new Set(['not_available', 'not_available_reordered']);

/**
 * The game page's alert box: "Preisalarm" (desired total or "N+ % sparen"), "Verfügbarkeitsalarm"
 * while the game cannot be ordered, and news for the game and for its publisher. Visitors get
 * the login dialog; refusals (e.g. SPEC's identical-alert text) come as toasts.
 */
export function GameAlerts({ game }: { game: GamePage }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const dialog = useAuthDialog();
  const [priceOpen, setPriceOpen] = useState(false);
  // mounted from the first opening on, so the dialog can play its closing transition
  const [priceUsed, setPriceUsed] = useState(false);
  const { product, prices } = game;
  const publisher = product.attributes.publisher?.[0] ?? null;
  // what the alert will compare, so the dialog's "höchstens" is the threshold the API stores
  const excludedDealerIds = user?.excluded_dealer_ids ?? [];
  const languages = [...new Set(product.versions.map((version) => version.language))];

  const signedIn = (then: () => void) => () => {
    if (user === null) dialog.open('login');
    else then();
  };
  const create = useMutation({
    mutate: async ({ request }: { key: string; request: CreateAlertRequest; success: string }) =>
      (await loadAlertsApi()).createAlert(request),
    successText: (_answer, { success }) => success,
    apiMessage: 'always',
  });
  const send = (key: string, request: CreateAlertRequest, success: string) =>
    void create.run({ key, request, success });
  const savePrice = async (threshold: PriceThreshold) =>
    (await loadAlertsApi()).createAlert({ kind: 'price', product_id: product.product_id, ...threshold });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="game-alerts-heading">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} id="game-alerts-heading">
            {t('alerts.gameBoxTitle')}
          </Text>
          {user !== null && (
            <Anchor component={Link} to="/alerts" size="sm">
              {t('alerts.toAlerts')}
            </Anchor>
          )}
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            onClick={signedIn(() => {
              setPriceUsed(true);
              setPriceOpen(true);
            })}
          >
            {t('alerts.priceAlert')}
          </Button>
          {NOT_ORDERABLE.has(prices.availability) && (
            <Button
              variant="light"
              loading={create.pending?.key === 'availability'}
              onClick={signedIn(() =>
                send(
                  'availability',
                  { kind: 'availability', product_id: product.product_id },
                  t('alerts.availabilityCreated'),
                ),
              )}
            >
              {t('alerts.availabilityAlert')}
            </Button>
          )}
          <Button
            variant="subtle"
            loading={create.pending?.key === 'news-game'}
            onClick={signedIn(() =>
              send(
                'news-game',
                { kind: 'news', news_type: 'games', product_id: product.product_id },
                t('alerts.created'),
              ),
            )}
          >
            {t('alerts.newsForGame')}
          </Button>
          {publisher !== null && (
            <Button
              variant="subtle"
              loading={create.pending?.key === 'news-publisher'}
              onClick={signedIn(() =>
                send(
                  'news-publisher',
                  { kind: 'news', news_type: 'publishers', publisher_id: publisher.id },
                  t('alerts.created'),
                ),
              )}
            >
              {t('alerts.newsForPublisher')}
            </Button>
          )}
        </Group>
      </Stack>
      {priceUsed && (
        <Suspense fallback={null}>
          <PriceAlertDialog
            opened={priceOpen}
            title={t('alerts.priceAlertTitle', { title: product.title })}
            bestTotal={alertBestTotal(game.offers, excludedDealerIds)}
            bestTotalByLanguage={Object.fromEntries(
              languages.map((language) => [
                language,
                alertBestTotal(game.offers, excludedDealerIds, language),
              ]),
            )}
            lows={{ '30d': prices.lowest_30d, '52w': prices.lowest_52w, all: prices.lowest_all_time }}
            languages={languages}
            save={savePrice}
            onClose={() => setPriceOpen(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
