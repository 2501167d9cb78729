import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CreateAlertRequest, GamePage } from '@spielraum/schema';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/client';
import { useAuthDialog } from '../accounts/auth-dialog-context';
import { notifyError, notifySuccess } from '../accounts/notices';
import { useSession } from '../session/session';
import type { PriceThreshold } from './PriceAlertForm';

// The dialog (Mantine's Modal, the form) and the alert calls with their zod contracts load when
// they are first used, not with the game page (its JS budget, issue 5).
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
  const [busy, setBusy] = useState<string | null>(null);
  const { product, prices } = game;
  const publisher = product.attributes.publisher?.[0] ?? null;

  const signedIn = (then: () => void) => () => {
    if (user === null) dialog.open('login');
    else then();
  };
  const send = async (key: string, request: CreateAlertRequest, success: string) => {
    setBusy(key);
    try {
      await (await loadAlertsApi()).createAlert(request);
      notifySuccess(success);
      return true;
    } catch (error) {
      notifyError(error instanceof ApiRequestError ? error.message : t('messages.unexpectedError'));
      throw error;
    } finally {
      setBusy(null);
    }
  };
  const quiet = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  const submitPrice = async (threshold: PriceThreshold) => {
    await send('price', { kind: 'price', product_id: product.product_id, ...threshold }, t('alerts.created'));
    setPriceOpen(false);
  };

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
              loading={busy === 'availability'}
              onClick={signedIn(() =>
                quiet(
                  send(
                    'availability',
                    { kind: 'availability', product_id: product.product_id },
                    t('alerts.availabilityCreated'),
                  ),
                ),
              )}
            >
              {t('alerts.availabilityAlert')}
            </Button>
          )}
          <Button
            variant="subtle"
            loading={busy === 'news-game'}
            onClick={signedIn(() =>
              quiet(
                send(
                  'news-game',
                  { kind: 'news', news_type: 'games', product_id: product.product_id },
                  t('alerts.created'),
                ),
              ),
            )}
          >
            {t('alerts.newsForGame')}
          </Button>
          {publisher !== null && (
            <Button
              variant="subtle"
              loading={busy === 'news-publisher'}
              onClick={signedIn(() =>
                quiet(
                  send(
                    'news-publisher',
                    { kind: 'news', news_type: 'publishers', publisher_id: publisher.id },
                    t('alerts.created'),
                  ),
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
            bestTotal={prices.best_total}
            onSubmit={submitPrice}
            onClose={() => setPriceOpen(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
