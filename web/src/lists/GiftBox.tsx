import { Badge, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { GIFT_LIMITS, type ListItem } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../app/use-mutation';
import { forgetGift, storeGift, undoLink, type StoredGift } from './gift-storage';
import { cancelGiftReservation, reserveGift } from './lists-api';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

/** The undo link of one of this browser's reservations, to copy and keep. */
function UndoLink({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <TextInput
        label={t('lists.giftUndoLink')}
        aria-label={t('lists.giftUndoLinkFor', { title })}
        description={t('lists.giftUndoLinkHint')}
        value={link}
        readOnly
        size="xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button variant="default" size="compact-sm" w="fit-content" onClick={copy}>
            {copied ? t('lists.copied') : t('lists.giftCopyUndoLink')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

/**
 * Gift mode of one game on a shared wish list: "Ich schenke das" with an optional name, "Von dir
 * reserviert" with undo and undo link for this browser's reservation, "Bereits reserviert" for
 * someone else's. A reservation someone else was quicker with shows the server's message and
 * reloads the list, which then shows the game reserved.
 */
export function GiftBox({
  hash,
  item,
  mine,
  pageUrl,
  onChanged,
}: {
  hash: string;
  item: ListItem;
  mine: StoredGift | undefined;
  pageUrl: string;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const productId = item.game.product_id;
  const title = item.game.title;
  const reservation = item.reservation;

  const reserve = useMutation({
    mutate: () => reserveGift(hash, productId, name),
    successText: t('lists.giftReserved', { title }),
    onSuccess: ({ data }) => {
      storeGift(hash, productId, { id: data.reservation.id, secret: data.undo_secret });
      setOpen(false);
      onChanged();
    },
    fieldErrors: (fields) => {
      if (!fields.gifter_name) return false;
      setNameError(fields.gifter_name);
      return true;
    },
    // someone else was quicker: the list shows the game reserved after the reload
    onFailure: () => onChanged(),
  });
  const undo = useMutation({
    mutate: (secret: string) => cancelGiftReservation(hash, productId, secret),
    successText: t('lists.giftUndone', { title }),
    onSuccess: () => {
      forgetGift(hash, productId);
      onChanged();
    },
    onFailure: () => onChanged(),
  });

  if (reservation !== null && mine && mine.id === reservation.id)
    return (
      <Stack gap="xs" data-testid="gift-mine">
        <Group gap="xs" wrap="wrap">
          <Badge color="forest" variant="light" tt="none">
            {t('lists.giftReservedByYou')}
          </Badge>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            loading={undo.busy}
            aria-label={t('lists.giftUndoFor', { title })}
            onClick={() => void undo.run(mine.secret)}
          >
            {t('lists.giftUndo')}
          </Button>
        </Group>
        <UndoLink link={undoLink(pageUrl, productId, mine.secret)} title={title} />
      </Stack>
    );
  if (reservation !== null)
    return (
      <Badge color="gray" variant="light" tt="none" w="fit-content" maw="100%" data-testid="gift-taken">
        {reservation.gifter_name === null
          ? t('lists.giftTaken')
          : t('lists.giftTakenBy', { name: reservation.gifter_name })}
      </Badge>
    );
  if (!open)
    return (
      <Button
        variant="light"
        size="compact-md"
        w="fit-content"
        aria-label={t('lists.giftReserveFor', { title })}
        onClick={() => setOpen(true)}
      >
        {t('lists.giftReserve')}
      </Button>
    );
  return (
    <Stack
      component="form"
      gap="xs"
      aria-label={t('lists.giftReserveFor', { title })}
      onSubmit={(event) => {
        event.preventDefault();
        setNameError(null);
        void reserve.run();
      }}
    >
      <TextInput
        label={t('lists.giftNameLabel')}
        description={t('lists.giftNameHint')}
        value={name}
        maxLength={GIFT_LIMITS.gifterNameMaxLength}
        autoComplete="name"
        error={nameError}
        autoFocus
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Group gap="xs">
        <Button type="submit" size="compact-md" loading={reserve.busy}>
          {t('lists.giftConfirm')}
        </Button>
        <Button variant="subtle" size="compact-md" onClick={() => setOpen(false)} disabled={reserve.busy}>
          {t('lists.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the owner sees of a reservation after choosing to see them. */
export function OwnerReservationBadge({ item }: { item: ListItem }) {
  const { t } = useTranslation();
  if (item.reservation === null) return null;
  return (
    <Badge
      color="forest"
      variant="light"
      tt="none"
      w="fit-content"
      maw="100%"
      data-testid="owner-reservation"
    >
      {item.reservation.gifter_name === null
        ? t('lists.ownerReserved')
        : t('lists.ownerReservedBy', { name: item.reservation.gifter_name })}
    </Badge>
  );
}
