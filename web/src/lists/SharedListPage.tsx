import { Alert, Badge, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { SharedList } from '@spielraum/schema';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { ApiRequestError } from '../api/client';
import { notifyError, notifySuccess } from '../app/notices';
import { usePublicUrl } from '../head/public-origin';
import {
  forgetGift,
  parseUndoFragment,
  readStoredGifts,
  storedGiftsSnapshot,
  subscribeToStoredGifts,
} from './gift-storage';
import { GiftBox, OwnerReservationBadge } from './GiftBox';
import { BestTotalSum, ListItemRow } from './ListItemCard';
import { cancelGiftReservation, sharePath } from './lists-api';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

/**
 * Opened by an undo link (`#reservierung-aufheben=…`): undoes that reservation once, says so, and
 * takes the secret out of the address bar.
 */
function useUndoFromLink(hash: string, onDone: () => void) {
  const { t } = useTranslation();
  useEffect(() => {
    const undo = parseUndoFragment(window.location.hash);
    if (!undo) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    cancelGiftReservation(hash, undo.productId, undo.secret)
      .then(() => {
        forgetGift(hash, undo.productId);
        notifySuccess(t('lists.giftUndoneByLink'));
      })
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) forgetGift(hash, undo.productId);
        notifyError(
          error instanceof ApiRequestError && error.status < 500 && error.status > 0
            ? error.message
            : t('messages.unexpectedError'),
        );
      })
      .finally(onDone);
    // once per page load: the fragment is gone afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
}

/** /wishlistview/{hash}, /collectionview/{hash}: a shared list, public and read-only; gift mode on wish lists. */
export function SharedListPage() {
  const list = useLoaderData() as SharedList;
  const hash = useParams().hash ?? '';
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const absolute = usePublicUrl();
  // this browser's reservations live in localStorage; the server (and hydration) render without them
  const stored = useSyncExternalStore(subscribeToStoredGifts, storedGiftsSnapshot, () => null);
  const mine = useMemo(() => (stored === null ? new Map() : readStoredGifts(hash)), [stored, hash]);
  const refresh = () => void revalidator.revalidate();
  useUndoFromLink(hash, refresh);

  const title = t(list.kind === 'wishlist' ? 'lists.sharedWishlistTitle' : 'lists.sharedCollectionTitle', {
    name: list.name,
  });
  const pageUrl = absolute(sharePath(list.kind, hash));
  const ownWishlist = list.kind === 'wishlist' && !list.can_reserve;
  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('lists.sharedBy', { name: list.owner_name })}</Text>
        </div>
        {list.can_reserve && list.items.length > 0 && (
          <Alert color="forest" variant="light" title={t('lists.giftIntroTitle')}>
            {t('lists.giftIntro', { name: list.owner_name })}
          </Alert>
        )}
        {ownWishlist && !list.reservations_shown && (
          <Text size="sm" c="dimmed">
            {t('lists.giftOwnHidden')}
          </Text>
        )}
        {list.kind === 'wishlist' && list.items.length > 0 && (
          <BestTotalSum sum={list.best_total_sum} priced={list.priced_count} total={list.items.length} />
        )}
        {list.items.length === 0 ? (
          <Text c="dimmed">{t('lists.sharedEmpty')}</Text>
        ) : (
          <Box component="ul" p={0} m={0} aria-busy={revalidator.state === 'loading'}>
            {list.items.map((item) => (
              <ListItemRow key={item.game.product_id} item={item}>
                <Badge variant="light" tt="none" w="fit-content">
                  {t('lists.priority')}: {t(`lists.priorityOption${item.priority as 1 | 2 | 3 | 4 | 5}`)}
                </Badge>
                {item.note !== null && (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {t('lists.note')}: {item.note}
                  </Text>
                )}
                {list.can_reserve ? (
                  <GiftBox
                    hash={hash}
                    item={item}
                    mine={mine.get(item.game.product_id)}
                    pageUrl={pageUrl}
                    onChanged={refresh}
                  />
                ) : (
                  <OwnerReservationBadge item={item} />
                )}
              </ListItemRow>
            ))}
          </Box>
        )}
      </Stack>
    </Container>
  );
}
