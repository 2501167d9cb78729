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
import { useForm } from '@mantine/form';
import { LIST_LIMITS, renameUserListRequestSchema, type UserList } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { MY_DATA_EXPORT } from './bgg-import-api';
import { createUserList, deleteUserList, listPath, renameUserList } from './lists-api';
import type { userListsLoader } from './list-loaders';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

type LoaderData = Awaited<ReturnType<ReturnType<typeof userListsLoader>>>;

/** A list's name, checked with the API's own rule (creating checks the same `name`). */
const nameRules = zod4Resolver(renameUserListRequestSchema);

/** Field messages of the API for the name land under the field; others come as a toast. */
function nameFieldErrors(form: { setFieldError(path: 'name', error: string): void }) {
  return (fields: Record<string, string>) => {
    if (fields.name === undefined) return false;
    form.setFieldError('name', fields.name);
    return true;
  };
}

function RenameDialog({ list, onClose, onDone }: { list: UserList; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { name: list.name }, validate: nameRules });
  const rename = useMutation({
    mutate: (next: string) => renameUserList(list.id, next),
    successText: (answer) => t('lists.listRenamed', { name: answer.data.name }),
    onSuccess: onDone,
    fieldErrors: nameFieldErrors(form),
  });
  const submit = form.onSubmit((values) => void rename.run(values.name));
  return (
    <Modal opened onClose={onClose} title={t('lists.renameTitle')}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('lists.renameLabel')}
            maxLength={LIST_LIMITS.nameMaxLength}
            {...form.getInputProps('name')}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('lists.cancel')}
            </Button>
            <Button type="submit" loading={rename.busy}>
              {t('lists.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ list, onClose, onDone }: { list: UserList; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutate: () => deleteUserList(list.id),
    successText: t('lists.listDeleted', { name: list.name }),
    onSuccess: onDone,
    failureText: t('messages.deleteDataError'),
  });
  return (
    <Modal opened onClose={onClose} title={t('lists.deleteTitle')}>
      <Stack>
        <Text>{t('lists.deleteConfirm', { name: list.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('lists.cancel')}
          </Button>
          <Button color="red" loading={remove.busy} onClick={() => void remove.run()}>
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
  const form = useForm({ initialValues: { name: '' }, validate: nameRules });
  const [renaming, setRenaming] = useState<UserList | null>(null);
  const [deleting, setDeleting] = useState<UserList | null>(null);
  const title = t(kind === 'wishlist' ? 'lists.wishlistsTitle' : 'lists.collectionsTitle');

  const createList = useMutation({
    mutate: (listName: string) => createUserList(kind, listName),
    successText: (answer) => t('lists.listCreated', { name: answer.data.name }),
    onSuccess: () => {
      form.reset();
      return revalidator.revalidate();
    },
    fieldErrors: nameFieldErrors(form),
  });
  const create = form.onSubmit((values) => void createList.run(values.name));
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
        <form onSubmit={create}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('lists.newListName')}
              required
              maxLength={LIST_LIMITS.nameMaxLength}
              {...form.getInputProps('name')}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" loading={createList.busy}>
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
        <Card withBorder padding="md" component="section" aria-labelledby="my-data-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="my-data-title">
              {t('lists.exportTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('lists.exportIntro')}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button component="a" href={MY_DATA_EXPORT.csv} download variant="default">
                {t('lists.exportCsv')}
              </Button>
              <Button component="a" href={MY_DATA_EXPORT.json} download variant="default">
                {t('lists.exportJson')}
              </Button>
              <Button component={Link} to="/collections/bgg-import" variant="light">
                {t('lists.bggImportLink')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
      {renaming && <RenameDialog list={renaming} onClose={() => setRenaming(null)} onDone={done} />}
      {deleting && <DeleteDialog list={deleting} onClose={() => setDeleting(null)} onDone={done} />}
    </Container>
  );
}
