import { Anchor, Button, Group, Loader, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ListKind, UserGameStatesResponse } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { closeNotice, newNoticeId, notifyError } from '../app/notices';
import { useMenuTakeOver, type Intent } from '../app/layout/load-on-intent';
import { useMutation } from '../app/use-mutation';
import { addGameToList, createUserList, fetchGameStates, removeListItem } from './lists-api';
import { useListErrorNotice } from './use-list-error';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

type States = UserGameStatesResponse['data'];

const KINDS: readonly ListKind[] = ['wishlist', 'collection'];

/**
 * "Merken": a menu that puts the game on (or takes it off) the user's wish lists and
 * collections. The memberships load when the menu opens. Without a list of a kind the entry
 * asks the server anyway, which answers SPEC's "no wish list or collection exists"; the toast
 * then offers to create one and add the game in one step. Signed-in users only: visitors get the
 * login dialog from the placeholder (AddToListMenu.tsx).
 * Loaded on the first intent to use it (AddToListMenu.tsx): it starts open when the user clicked
 * the placeholder, and its button takes over the placeholder's focus.
 */
export function AddToListMenuDropdown({
  productId,
  title,
  size = 'compact-sm',
  intent = { opened: false, hovered: false, focused: false },
}: {
  productId: number;
  title: string;
  size?: 'compact-sm' | 'sm';
  intent?: Intent;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useListErrorNotice();
  const [states, setStates] = useState<States | null>(null);

  const fetchStates = async (close: () => void) => {
    try {
      setStates((await fetchGameStates([productId])).data);
    } catch (error) {
      close();
      showError(error);
    }
  };
  const { target, opened, setOpened } = useMenuTakeOver(intent, (close) => void fetchStates(close));
  const load = () => {
    setStates(null);
    void fetchStates(() => setOpened(false));
  };

  const memberOf = new Set(states?.games[0]?.list_ids ?? []);

  const addedText = (added: { data: { list_name: string } }) =>
    t('lists.addedTo', { title, list: added.data.list_name });

  const createAndAdd = useMutation({
    mutate: async (kind: ListKind) => {
      const list = await createUserList(
        kind,
        t(kind === 'wishlist' ? 'lists.defaultWishlistName' : 'lists.defaultCollectionName'),
      );
      return addGameToList({ kind, productId, listId: list.data.id });
    },
    successText: addedText,
  });

  const addByKind = useMutation({
    mutate: (kind: ListKind) => addGameToList({ kind, productId }),
    successText: addedText,
    // without a list of the kind, the server's text comes with "create one and add" in the toast
    describeError: (error, kind) => {
      if (error.error !== 'no list exists') return undefined;
      const id = newNoticeId();
      notifyError(
        <Stack gap={6} align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                closeNotice(id);
                void createAndAdd.run(kind);
              }}
            >
              {t(kind === 'wishlist' ? 'lists.createAndAddWishlist' : 'lists.createAndAddCollection')}
            </Button>
            {/* toasts live outside the router: navigate with the menu's router instead of <Link> */}
            <Anchor
              size="xs"
              href={kind === 'wishlist' ? '/wishlists' : '/collections'}
              onClick={(event) => {
                event.preventDefault();
                closeNotice(id);
                void navigate(kind === 'wishlist' ? '/wishlists' : '/collections');
              }}
            >
              {t('lists.manageLists')}
            </Anchor>
          </Group>
        </Stack>,
        { autoClose: 10_000, id },
      );
      return null;
    },
  });

  const toggle = useMutation({
    mutate: async (list: States['lists'][number]) => {
      if (!memberOf.has(list.id)) return addGameToList({ kind: list.kind, productId, listId: list.id });
      await removeListItem(list.id, productId);
      return null;
    },
    successText: (added, list) =>
      t(added === null ? 'lists.removedFrom' : 'lists.addedTo', { title, list: list.name }),
    onSuccess: () => setOpened(false),
  });

  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (next) load();
      }}
      position="bottom-end"
      withinPortal
      shadow="md"
      width={260}
    >
      <Menu.Target>
        <Button ref={target} size={size} variant="default" aria-label={t('lists.addToListFor', { title })}>
          {t('lists.addToList')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {states === null ? (
          <Group gap="xs" p="xs" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm">{t('lists.loadingLists')}</Text>
          </Group>
        ) : (
          KINDS.map((kind) => {
            const lists = states.lists.filter((list) => list.kind === kind);
            return (
              <div key={kind}>
                <Menu.Label>
                  {t(kind === 'wishlist' ? 'lists.wishlistsGroup' : 'lists.collectionsGroup')}
                </Menu.Label>
                {lists.length === 0 ? (
                  <Menu.Item
                    onClick={() => {
                      setOpened(false);
                      void addByKind.run(kind);
                    }}
                  >
                    {t(kind === 'wishlist' ? 'lists.addToWishlist' : 'lists.addToCollection')}
                  </Menu.Item>
                ) : (
                  lists.map((list) => (
                    <Menu.Item
                      key={list.id}
                      disabled={toggle.busy}
                      closeMenuOnClick={false}
                      leftSection={<span aria-hidden="true">{memberOf.has(list.id) ? '✓' : '+'}</span>}
                      onClick={() => void toggle.run(list)}
                    >
                      {list.name}
                      {/* Mantine's items are plain menuitems: the state is part of the name */}
                      {memberOf.has(list.id) && <VisuallyHidden> ({t('lists.onList')})</VisuallyHidden>}
                    </Menu.Item>
                  ))
                )}
              </div>
            );
          })
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/wishlists">
          {t('lists.manageLists')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
