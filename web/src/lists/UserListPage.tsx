import {
  Anchor,
  Box,
  Button,
  CopyButton,
  Container,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { LIST_LIMITS, type ListItem, type UserListDetail } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { usePublicUrl } from '../head/public-origin';
import { ShareButtons } from '../shared/ShareButtons';
import { CheapestBasket } from './CheapestBasket';
import { ListAlertRules } from './ListAlertRules';
import { OwnerReservationBadge } from './GiftBox';
import { BestTotalSum, ListItemRow } from './ListItemCard';
import {
  changeListSettings,
  removeListItem,
  revokeUserListShare,
  sharePath,
  shareUserList,
  updateListItem,
} from './lists-api';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

const PRIORITIES = [1, 2, 3, 4, 5] as const;

function ItemEditor({ list, item, onChanged }: { list: UserListDetail; item: ListItem; onChanged(): void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState(item.note ?? '');
  const title = item.game.title;

  const savePriority = useMutation({
    mutate: (priority: number) => updateListItem(list.id, item.game.product_id, { priority }),
    successText: t('lists.prioritySaved'),
    onSuccess: onChanged,
  });
  const saveNote = useMutation({
    mutate: () => updateListItem(list.id, item.game.product_id, { note }),
    successText: t('lists.noteSaved'),
    onSuccess: onChanged,
  });
  const remove = useMutation({
    mutate: () => removeListItem(list.id, item.game.product_id),
    successText: t('lists.removed', { title }),
    onSuccess: onChanged,
    failureText: t('messages.deleteDataError'),
  });

  return (
    <Stack gap="xs" mt={4}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('lists.priority')}
          aria-label={t('lists.priorityFor', { title })}
          data={PRIORITIES.map((value) => ({
            value: String(value),
            label: t(`lists.priorityOption${value}`),
          }))}
          value={String(item.priority)}
          onChange={(value) => {
            if (value) void savePriority.run(Number(value));
          }}
          allowDeselect={false}
          w={200}
        />
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={() => void remove.run()}
          aria-label={t('lists.removeFromListFor', { title })}
        >
          {t('lists.removeFromList')}
        </Button>
      </Group>
      <Textarea
        label={t('lists.note')}
        aria-label={t('lists.noteFor', { title })}
        value={note}
        maxLength={LIST_LIMITS.noteMaxLength}
        autosize
        minRows={1}
        maxRows={5}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {note !== (item.note ?? '') && (
        <Button size="compact-sm" w="fit-content" loading={saveNote.busy} onClick={() => void saveNote.run()}>
          {t('lists.saveNote')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * "Reservierungen anzeigen": whether the owner sees which games visitors of the shared link
 * reserved as gifts. Off by default, and the API sends nothing of them while it is off.
 */
function ShowReservationsSwitch({ list, onChanged }: { list: UserListDetail; onChanged(): void }) {
  const { t } = useTranslation();
  const save = useMutation({
    mutate: (show: boolean) => changeListSettings(list.id, { show_reservations: show }),
    successText: (_result, show) => t(show ? 'lists.showReservationsOn' : 'lists.showReservationsOff'),
    onSuccess: onChanged,
  });
  return (
    <Switch
      label={t('lists.showReservations')}
      description={t('lists.showReservationsHint')}
      checked={save.busy ? (save.pending ?? list.show_reservations) : list.show_reservations}
      disabled={save.busy}
      onChange={(event) => void save.run(event.currentTarget.checked)}
    />
  );
}

function ShareBox({ list, onChanged }: { list: UserListDetail; onChanged(): void }) {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const share = useMutation({
    mutate: () => shareUserList(list.id),
    successText: t('lists.shareStarted'),
    onSuccess: onChanged,
  });
  const revoke = useMutation({
    mutate: () => revokeUserListShare(list.id),
    successText: t('lists.shareRevoked'),
    onSuccess: onChanged,
    failureText: t('messages.deleteDataError'),
  });
  const busy = share.busy || revoke.busy;
  const link = list.share_hash === null ? null : absolute(sharePath(list.kind, list.share_hash));
  // what the shared page calls itself, so the message reads like what opens
  const sharedTitle = t(
    list.kind === 'wishlist' ? 'lists.sharedWishlistTitle' : 'lists.sharedCollectionTitle',
    {
      name: list.name,
    },
  );
  return (
    <Box component="section" aria-labelledby="share-heading">
      <Title order={2} size="h4" id="share-heading">
        {t('lists.shareHeading')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('lists.shareIntro')}
      </Text>
      {link === null ? (
        <Button variant="light" loading={busy} onClick={() => void share.run()}>
          {t('lists.shareList')}
        </Button>
      ) : (
        <Stack gap="xs">
          <TextInput
            label={t('lists.shareLink')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button variant="default" size="compact-sm" onClick={copy}>
                  {copied ? t('lists.copied') : t('lists.copyLink')}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              loading={busy}
              onClick={() => void revoke.run()}
            >
              {t('lists.revokeShare')}
            </Button>
          </Group>
          {/* the box has its own copy button above */}
          <ShareButtons page={{ url: link, title: sharedTitle }} copy={false} />
        </Stack>
      )}
      {list.kind === 'wishlist' && (
        <Box mt="md">
          <ShowReservationsSwitch list={list} onChanged={onChanged} />
        </Box>
      )}
    </Box>
  );
}

/** /wishlists/{id}, /collections/{id}: the games with best totals, note and priority; share. */
export function UserListPage() {
  const list = useLoaderData() as UserListDetail;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const back = list.kind === 'wishlist' ? '/wishlists' : '/collections';

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: list.name })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to={back} size="sm">
          ‹ {t(list.kind === 'wishlist' ? 'lists.backToWishlists' : 'lists.backToCollections')}
        </Anchor>
        <div>
          <Text size="sm" c="dimmed">
            {t(list.kind === 'wishlist' ? 'lists.kindWishlist' : 'lists.kindCollection')}
          </Text>
          <Title order={1}>{list.name}</Title>
        </div>
        {list.kind === 'wishlist' && list.items.length > 0 && (
          <BestTotalSum sum={list.best_total_sum} priced={list.priced_count} total={list.items.length} />
        )}
        {list.items.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">{t('lists.emptyList')}</Text>
            <Button component={Link} to="/games" variant="light">
              {t('lists.toGames')}
            </Button>
          </Stack>
        ) : (
          <Box component="ul" p={0} m={0} aria-busy={revalidator.state === 'loading'}>
            {list.items.map((item) => (
              <ListItemRow key={item.game.product_id} item={item}>
                <OwnerReservationBadge item={item} />
                <ItemEditor
                  key={`${item.priority}-${item.note ?? ''}`}
                  list={list}
                  item={item}
                  onChanged={refresh}
                />
              </ListItemRow>
            ))}
          </Box>
        )}
        {list.kind === 'wishlist' && list.items.length > 0 && <CheapestBasket list={list} />}
        {list.kind === 'wishlist' && <ListAlertRules list={list} />}
        <ShareBox list={list} onChanged={refresh} />
      </Stack>
    </Container>
  );
}
