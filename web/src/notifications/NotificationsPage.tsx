import {
  Alert as Callout,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Menu,
  Modal,
  NativeSelect,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notificationTypeValues, type Notification, type NotificationType } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { formatEuroCents } from '../shared/format';
import {
  announceNotificationsChanged,
  deleteNotificationsOfType,
  markAllNotificationsRead,
  markNotification,
} from './notifications-api';
import type { notificationsLoader } from './notifications-loader';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

const TYPE_KEYS = {
  price: 'notifications.typePrice',
  availability: 'notifications.typeAvailability',
  news: 'notifications.typeNews',
  moderation: 'notifications.typeModeration',
  list: 'notifications.typeList',
} as const satisfies Record<NotificationType, string>;

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A UTC time as shown to users: Europe/Berlin, e.g. "01.11.2026, 09:00". */
export function formatBerlinTime(iso: string): string {
  return berlinTime.format(new Date(iso));
}

function NotificationItem({ item, onChanged }: { item: Notification; onChanged(): void }) {
  const { t } = useTranslation();
  const toggle = useMutation({
    mutate: () => markNotification(item.id, !item.read),
    onSuccess: () => {
      announceNotificationsChanged();
      onChanged();
    },
    apiMessage: 'always',
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      aria-label={item.name}
      style={item.read ? undefined : { borderLeft: '4px solid var(--mantine-color-forest-7)' }}
      data-read={item.read}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {item.path ? (
              <Anchor
                component={Link}
                to={item.path}
                fw={item.read ? 500 : 700}
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.name}
              </Anchor>
            ) : (
              <Text fw={item.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
            )}
            <Badge variant="light" color="gray">
              {t(TYPE_KEYS[item.type])}
            </Badge>
            {!item.read && (
              <Badge variant="filled" color="forest">
                {t('notifications.unread')}
              </Badge>
            )}
          </Group>
          {item.price !== null && (
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('notifications.price', { price: formatEuroCents(item.price) })}
              </Text>
              {item.old_price !== null && (
                <Text size="sm" c="dimmed" td="line-through">
                  {t('notifications.oldPrice', { price: formatEuroCents(item.old_price) })}
                </Text>
              )}
            </Group>
          )}
          {item.list_name !== null && (
            <Text size="sm">{t('notifications.listName', { name: item.list_name })}</Text>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={item.created_at}>
            {formatBerlinTime(item.created_at)}
          </Text>
        </Stack>
        <Button size="xs" variant="default" loading={toggle.busy} onClick={() => void toggle.run()}>
          {item.read ? t('notifications.markUnread') : t('notifications.markRead')}
        </Button>
      </Group>
    </Card>
  );
}

/** `/notifications` (SPEC §2, §4): read or unread per item, mark all read, delete by type, paging. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof notificationsLoader>();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const [deleting, setDeleting] = useState<NotificationType | null>(null);
  const refresh = () => void revalidator.revalidate();
  const { query } = data;

  const navigateTo = (next: { page?: number; type?: NotificationType | undefined; unread?: boolean }) => {
    const merged = { ...query, ...next };
    const params = new URLSearchParams();
    if (merged.page > 1) params.set('page', String(merged.page));
    if (merged.type) params.set('type', merged.type);
    if (merged.unread) params.set('unread', '1');
    setSearchParams(params);
  };
  const readAll = useMutation({
    mutate: markAllNotificationsRead,
    successText: t('notifications.allMarkedRead'),
    onSuccess: () => {
      announceNotificationsChanged();
      refresh();
    },
    apiMessage: 'always',
  });
  const deleteType = useMutation({
    mutate: deleteNotificationsOfType,
    successText: (answer) => t('notifications.deleted', { count: answer.data.changed }),
    onSuccess: () => {
      announceNotificationsChanged();
      setDeleting(null);
      if (query.page > 1) navigateTo({ page: 1 });
      else refresh();
    },
    failureText: t('messages.deleteDataError'),
    apiMessage: [],
  });

  const page = data.page;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.rows_per_page)) : 1;
  const filter = query.unread ? 'unread' : (query.type ?? 'all');
  const filterOptions = [
    { value: 'all', label: t('notifications.filterAll') },
    { value: 'unread', label: t('notifications.filterUnread') },
    ...notificationTypeValues.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) })),
  ];
  const chooseFilter = (value: string) =>
    navigateTo(
      value === 'unread'
        ? { page: 1, type: undefined, unread: true }
        : { page: 1, unread: false, type: value === 'all' ? undefined : (value as NotificationType) },
    );

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: t('notifications.pageTitle') })}</title>
      <Stack gap="lg">
        <Title order={1}>{t('notifications.pageTitle')}</Title>
        <Group justify="space-between" wrap="wrap" gap="sm">
          {/* phones get a select: five segments do not fit below 768 px */}
          <SegmentedControl
            visibleFrom="sm"
            aria-label={t('notifications.filterLabel')}
            value={filter}
            onChange={chooseFilter}
            data={filterOptions}
          />
          <NativeSelect
            hiddenFrom="sm"
            label={t('notifications.filterLabel')}
            value={filter}
            onChange={(event) => chooseFilter(event.currentTarget.value)}
            data={filterOptions}
            w="100%"
          />
          <Group gap="xs">
            <Button
              variant="light"
              onClick={() => void readAll.run()}
              loading={readAll.busy}
              disabled={!page || page.unread === 0}
            >
              {t('notifications.markAllRead')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default">{t('notifications.deleteByType')}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {notificationTypeValues.map((type) => (
                  <Menu.Item key={type} color="red" onClick={() => setDeleting(type)}>
                    {t('notifications.deleteType', { type: t(TYPE_KEYS[type]) })}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>

        {data.error !== null ? (
          <Callout color="red" title={t('notifications.loadFailed')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{data.error}</Text>
              <Button size="xs" variant="light" onClick={refresh}>
                {t('notifications.retry')}
              </Button>
            </Stack>
          </Callout>
        ) : data.page.notifications.length === 0 ? (
          <Text>{filter === 'all' ? t('notifications.empty') : t('notifications.emptyFiltered')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('notifications.total', { count: data.page.total })}
            </Text>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.page.notifications.map((item) => (
                <NotificationItem key={item.id} item={item} onChanged={refresh} />
              ))}
            </Stack>
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={query.page}
                  onChange={(value) => navigateTo({ page: value })}
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'previous'
                        ? t('games.previousPage')
                        : control === 'next'
                          ? t('games.nextPage')
                          : undefined,
                  })}
                  getItemProps={(value) => ({ 'aria-label': t('games.pageLabel', { page: value }) })}
                  aria-label={t('notifications.pagination')}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('notifications.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('accounts.close') }}
      >
        <Stack>
          <Text>{deleting && t('notifications.deleteText', { type: t(TYPE_KEYS[deleting]) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('notifications.cancel')}
            </Button>
            <Button
              color="red"
              loading={deleteType.busy}
              onClick={() => deleting && void deleteType.run(deleting)}
            >
              {t('notifications.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
