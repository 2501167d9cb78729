import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LIST_LIMITS, type UserList } from '@spielraum/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { ApiRequestError } from '../api/client';
import { notifySuccess } from '../accounts/notices';
import { createUserList, deleteUserList, listPath, renameUserList } from './lists-api';
import type { userListsLoader } from './list-loaders';
import { useListErrorNotice } from './use-list-error';
// the list, alert and notification texts load with the modules that show them (issue 5)
import '../i18n/page-texts';

type LoaderData = Awaited<ReturnType<ReturnType<typeof userListsLoader>>>;

function RenameDialog({ list, onClose, onDone }: { list: UserList; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const showError = useListErrorNotice();
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await renameUserList(list.id, name);
      notifySuccess(t('lists.listRenamed', { name: answer.data.name }));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields?.name) setError(failure.fields.name);
      else showError(failure);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('lists.renameTitle')}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <TextInput
            label={t('lists.renameLabel')}
            value={name}
            maxLength={LIST_LIMITS.nameMaxLength}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('lists.cancel')}
            </Button>
            <Button type="submit">{t('lists.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ list, onClose, onDone }: { list: UserList; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const showError = useListErrorNotice();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteUserList(list.id);
      notifySuccess(t('lists.listDeleted', { name: list.name }));
      onDone();
    } catch (failure) {
      showError(failure, 'deleteDataError');
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('lists.deleteTitle')}>
      <Stack>
        <Text>{t('lists.deleteConfirm', { name: list.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('lists.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('lists.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /wishlists and /collections: the user's lists of one kind; create, rename, delete. */
export function UserListsPage() {
  const { kind, lists } = useLoaderData() as LoaderData;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const showError = useListErrorNotice();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<UserList | null>(null);
  const [deleting, setDeleting] = useState<UserList | null>(null);
  const title = t(kind === 'wishlist' ? 'lists.wishlistsTitle' : 'lists.collectionsTitle');

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setCreating(true);
    setNameError(null);
    try {
      const answer = await createUserList(kind, name);
      notifySuccess(t('lists.listCreated', { name: answer.data.name }));
      setName('');
      await revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields?.name) setNameError(failure.fields.name);
      else showError(failure);
    } finally {
      setCreating(false);
    }
  };
  const done = () => {
    setRenaming(null);
    setDeleting(null);
    void revalidator.revalidate();
  };

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {t(kind === 'wishlist' ? 'lists.wishlistsIntro' : 'lists.collectionsIntro')}
          </Text>
        </div>
        <form onSubmit={(event) => void create(event)}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('lists.newListName')}
              value={name}
              required
              maxLength={LIST_LIMITS.nameMaxLength}
              error={nameError}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" loading={creating}>
              {t('lists.createList')}
            </Button>
          </Group>
        </form>
        {lists.length === 0 ? (
          <Text c="dimmed">{t(kind === 'wishlist' ? 'lists.noWishlists' : 'lists.noCollections')}</Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-busy={revalidator.state === 'loading'}
          >
            {lists.map((list) => (
              <Card key={list.id} withBorder component="li" padding="md">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2}>
                    <Anchor component={Link} to={listPath(kind, list.id)} fw={600} size="lg">
                      {list.name}
                    </Anchor>
                    <Group gap="xs">
                      <Text size="sm" c="dimmed">
                        {t('lists.gameCount', { count: list.item_count })}
                      </Text>
                      {list.share_hash !== null && (
                        <Badge size="sm" variant="light" tt="none">
                          {t('lists.shared')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => setRenaming(list)}
                      aria-label={`${t('lists.rename')}: ${list.name}`}
                    >
                      {t('lists.rename')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => setDeleting(list)}
                      aria-label={`${t('lists.delete')}: ${list.name}`}
                    >
                      {t('lists.delete')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      {renaming && <RenameDialog list={renaming} onClose={() => setRenaming(null)} onDone={done} />}
      {deleting && <DeleteDialog list={deleting} onClose={() => setDeleting(null)} onDone={done} />}
    </Container>
  );
}
