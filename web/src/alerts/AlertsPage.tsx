import {
  Alert as Callout,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { languageName, type Alert, type AlertState, type CreateAlertRequest } from '@spielraum/schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { formatEuroCents } from '../shared/format';
import { searchFacetValues } from '../search/catalogue';
import { createAlert, deleteAlert, updateAlert } from './alerts-api';
import type { alertsLoader } from './alerts-loader';
import { LOW_WINDOW_KEYS, PriceAlertForm } from './PriceAlertForm';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

const STATE_COLORS: Record<AlertState, string> = { active: 'green', paused: 'gray', triggered: 'orange' };
const STATE_KEYS = {
  active: 'alerts.stateActive',
  paused: 'alerts.statePaused',
  triggered: 'alerts.stateTriggered',
} as const;

function useAlertName() {
  const { t } = useTranslation();
  return (alert: Alert): string => {
    if (alert.kind !== 'news') return alert.product?.title ?? t('alerts.gameGone');
    switch (alert.news_type) {
      case 'games':
        return t('alerts.newsGames', { name: alert.product?.title ?? t('alerts.gameGone') });
      case 'publishers':
        return t('alerts.newsPublishers', { name: alert.publisher?.name ?? '' });
      case 'magazine_industry':
        return t('alerts.newsMagazineIndustry');
      default:
        return t('alerts.newsMagazineTests');
    }
  };
}

function AlertItem({ alert, onChanged }: { alert: Alert; onChanged(): void }) {
  const { t } = useTranslation();
  const nameOf = useAlertName();
  const name = nameOf(alert);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const product = alert.product;

  const togglePause = useMutation({
    mutate: () => updateAlert(alert.id, { paused: !alert.paused }),
    successText: alert.paused ? t('alerts.resumed') : t('alerts.paused'),
    onSuccess: onChanged,
    apiMessage: 'always',
  });
  const remove = useMutation({
    mutate: () => deleteAlert(alert.id),
    successText: t('alerts.deleted'),
    onSuccess: () => {
      setConfirming(false);
      onChanged();
    },
    failureText: t('messages.deleteDataError'),
    apiMessage: [],
  });
  const busy = togglePause.busy || remove.busy;

  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {product ? (
              <Anchor
                component={Link}
                to={`/games/${product.category}/${product.slug}`}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            <Badge
              color={STATE_COLORS[alert.state]}
              variant="light"
              aria-label={t('alerts.stateLabel', { state: t(STATE_KEYS[alert.state]) })}
            >
              {t(STATE_KEYS[alert.state])}
            </Badge>
          </Group>
          {alert.rule !== null && (
            <Text size="sm">
              <Badge variant="outline" color="forest" mr="xs">
                {t('alerts.fromListRule', { list: alert.rule.list_name })}
              </Badge>
              <Anchor
                component={Link}
                to={`/wishlists/${alert.rule.list_id}#benachrichtigungsregel`}
                size="sm"
              >
                {t('alerts.toListRule')}
              </Anchor>
            </Text>
          )}
          {alert.kind === 'price' && alert.low_window !== null && (
            <Text size="sm">{t('alerts.lowAlert', { window: t(LOW_WINDOW_KEYS[alert.low_window]) })}</Text>
          )}
          {alert.kind === 'price' && alert.desired_price !== null && (
            <Text size="sm">{t('alerts.desiredPrice', { price: formatEuroCents(alert.desired_price) })}</Text>
          )}
          {alert.kind === 'price' &&
            alert.desired_discount_percent !== null &&
            alert.reference_price !== null &&
            alert.threshold_price !== null && (
              <Text size="sm">
                {t('alerts.desiredDiscount', {
                  percent: alert.desired_discount_percent,
                  reference: formatEuroCents(alert.reference_price),
                  threshold: formatEuroCents(alert.threshold_price),
                })}
              </Text>
            )}
          {alert.language !== null && (
            <Text size="sm">{t('alerts.editionOf', { language: languageName(alert.language) })}</Text>
          )}
          {alert.kind !== 'news' && product && (
            <Text size="sm" c="dimmed">
              {alert.compared_total === null
                ? t('alerts.currentNoOffer')
                : t('alerts.currentTotal', { price: formatEuroCents(alert.compared_total) })}
            </Text>
          )}
        </Stack>
        <Group gap="xs" role="group" aria-label={t('alerts.actionsFor', { name })}>
          {alert.kind === 'price' && alert.rule === null && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('alerts.edit')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={busy && !confirming}
            onClick={() => void togglePause.run()}
          >
            {alert.paused ? t('alerts.resume') : t('alerts.pause')}
          </Button>
          {/* a rule's alert goes with its game or its rule, on the wish list */}
          {alert.rule === null && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('alerts.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={`${t('alerts.editTitle')}: ${name}`}
        closeButtonProps={{ 'aria-label': t('accounts.close') }}
      >
        <PriceAlertForm
          bestTotal={alert.reference_price ?? product?.best_total ?? null}
          initial={alert}
          submitLabel={t('alerts.save')}
          save={(threshold) => updateAlert(alert.id, threshold)}
          successText={t('alerts.saved')}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('alerts.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('accounts.close') }}
      >
        <Stack>
          <Text>{t('alerts.deleteText', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('alerts.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove.run()}>
              {t('alerts.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function AlertGroup({ title, alerts, onChanged }: { title: string; alerts: Alert[]; onChanged(): void }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onChanged={onChanged} />
        ))}
      </Stack>
    </section>
  );
}

type NewsChoice = 'magazine_industry' | 'magazine_tests' | 'publishers';

/** Publisher options from the `filter/publishers/` call; keys are `<id>-<slug>`. */
function usePublisherOptions(search: string, enabled: boolean) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchFacetValues('publishers', search.trim(), { signal: controller.signal }).then(
        (values) => setOptions(values.map((value) => ({ value: value.key, label: value.label }))),
        () => undefined,
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, enabled]);
  return options;
}

function AddNewsAlert({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<NewsChoice>('magazine_industry');
  const [publisherSearch, setPublisherSearch] = useState('');
  const [publisherKey, setPublisherKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutate: createAlert,
    successText: t('alerts.created'),
    onSuccess: () => {
      setPublisherKey(null);
      onChanged();
    },
    apiMessage: 'always',
  });
  const publisherOptions = usePublisherOptions(publisherSearch, type === 'publishers');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let request: CreateAlertRequest;
    if (type === 'publishers') {
      const publisherId = Number.parseInt(publisherKey ?? '', 10);
      if (!Number.isInteger(publisherId)) {
        setError(t('messages.chooseFromList'));
        return;
      }
      request = { kind: 'news', news_type: 'publishers', publisher_id: publisherId };
    } else {
      request = { kind: 'news', news_type: type };
    }
    setError(null);
    await create.run(request);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('alerts.addNewsTitle')}>
      <Title order={2} size="h4" mb="sm">
        {t('alerts.addNewsTitle')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('alerts.newsTypeLabel')}
            value={type}
            allowDeselect={false}
            onChange={(value) => {
              setType((value ?? 'magazine_industry') as NewsChoice);
              setError(null);
            }}
            data={[
              { value: 'magazine_industry', label: t('alerts.newsTypeMagazineIndustry') },
              { value: 'magazine_tests', label: t('alerts.newsTypeMagazineTests') },
              { value: 'publishers', label: t('alerts.newsTypePublishers') },
            ]}
            style={{ flex: '1 1 220px' }}
          />
          {type === 'publishers' && (
            <Select
              label={t('alerts.publisherLabel')}
              placeholder={t('alerts.publisherPlaceholder')}
              searchable
              searchValue={publisherSearch}
              onSearchChange={setPublisherSearch}
              value={publisherKey}
              onChange={setPublisherKey}
              data={publisherOptions}
              filter={({ options }) => options}
              nothingFoundMessage={t('alerts.publisherNothing')}
              error={error}
              style={{ flex: '1 1 220px' }}
            />
          )}
          <Button type="submit" loading={create.busy}>
            {t('alerts.addNews')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** `/alerts` (SPEC §2): the user's price, availability and news alerts with edit, pause and delete. */
export function AlertsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof alertsLoader>();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const alerts = data.list?.alerts ?? [];

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: t('alerts.pageTitle') })}</title>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('alerts.pageTitle')}</Title>
          <Text c="dimmed">{t('alerts.intro')}</Text>
        </Stack>
        {data.error !== null ? (
          <Callout color="red" title={t('alerts.loadFailed')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{data.error}</Text>
              <Button size="xs" variant="light" loading={revalidator.state === 'loading'} onClick={refresh}>
                {t('alerts.retry')}
              </Button>
            </Stack>
          </Callout>
        ) : (
          <>
            {alerts.length === 0 ? (
              <Text>{t('alerts.empty')}</Text>
            ) : (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('alerts.count', { count: data.list.total, limit: data.list.limit })}
                {alerts.length > data.list.total &&
                  ` · ${t('alerts.countRules', { count: alerts.length - data.list.total })}`}
              </Text>
            )}
            <AlertGroup
              title={t('alerts.groupPrice')}
              alerts={alerts.filter((alert) => alert.kind === 'price')}
              onChanged={refresh}
            />
            <AlertGroup
              title={t('alerts.groupAvailability')}
              alerts={alerts.filter((alert) => alert.kind === 'availability')}
              onChanged={refresh}
            />
            <AlertGroup
              title={t('alerts.groupNews')}
              alerts={alerts.filter((alert) => alert.kind === 'news')}
              onChanged={refresh}
            />
            <AddNewsAlert onChanged={refresh} />
          </>
        )}
      </Stack>
    </Container>
  );
}
