import {
  Alert as Callout,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Pagination,
  Radio,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatEuroCents,
  type GameNameSuggestion,
  type ProductVersionOption,
  type UnmatchedGtinFilter,
  type UnmatchedOffer,
  type UnmatchedOffersQuery,
} from '@spielraum/schema';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { ApiRequestError } from '../api/client';
import { useMutation } from '../app/use-mutation';
import { GamePicker } from './GamePicker';
import { assignUnmatchedOffer, fetchProductVersions } from './unmatched-api';
import { unmatchedQueryOf, unmatchedSearch, type UnmatchedOffersData } from './unmatched-queues-loaders';
import { ListLoadFailed, ListLoading } from './list-states';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

const PATH = '/betrieb/unzugeordnet';

const berlinDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' });

type Assigned = { offer: string; game: string };
const NOTHING_ASSIGNED = new Map<number, Assigned>();

/** Assigns by a typed GTIN; the API's German reason (no edition carries it) shows at the field. */
function GtinForm({ offer, onAssigned }: { offer: UnmatchedOffer; onAssigned(game: string): void }) {
  const { t } = useTranslation();
  const [gtin, setGtin] = useState(offer.gtin ?? '');
  const [error, setError] = useState<string | null>(null);
  const assign = useMutation({
    mutate: (typed: string) => assignUnmatchedOffer(offer.id, { gtin: typed }),
    successText: (answer) =>
      t('operations.unmatched.success', { offer: offer.title, game: answer.data.product.title }),
    onSuccess: (answer) => onAssigned(answer.data.product.title),
    fieldErrors: (fields) => {
      const text = fields.gtin ?? Object.values(fields)[0];
      if (text === undefined) return false;
      setError(text);
      return true;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void assign.run(gtin);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('operations.unmatched.gtinLabel')}
          description={t('operations.unmatched.gtinHint')}
          value={gtin}
          onChange={(event) => setGtin(event.currentTarget.value)}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button type="submit" loading={assign.busy}>
            {t('operations.unmatched.gtinSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type VersionsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; versions: ProductVersionOption[] };

function versionLabel(version: ProductVersionOption, languageText: string): string {
  return [
    version.label ?? version.edition,
    languageText,
    version.gtin ? `GTIN ${version.gtin}` : null,
    version.mpn ? `MPN ${version.mpn}` : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/** Chooses the game with the search's type-ahead, then one of its editions. */
function GameForm({ offer, onAssigned }: { offer: UnmatchedOffer; onAssigned(game: string): void }) {
  const { t } = useTranslation();
  const [game, setGame] = useState<GameNameSuggestion | null>(null);
  const [versions, setVersions] = useState<VersionsState>({ kind: 'idle' });
  const [versionId, setVersionId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  const versionsRequest = useRef<AbortController | null>(null);
  useEffect(() => () => versionsRequest.current?.abort(), []);

  /** A game chosen: its editions are read (one edition is the choice already). */
  const choose = (chosen: GameNameSuggestion | null) => {
    setGame(chosen);
    setVersionId(null);
    versionsRequest.current?.abort();
    if (!chosen) {
      setVersions({ kind: 'idle' });
      return;
    }
    const abort = new AbortController();
    versionsRequest.current = abort;
    setVersions({ kind: 'loading' });
    fetchProductVersions(chosen.id, { signal: abort.signal }).then(
      (answer) => {
        setVersions({ kind: 'loaded', versions: answer.data.versions });
        if (answer.data.versions.length === 1) setVersionId(String(answer.data.versions[0]!.id));
      },
      (failure: unknown) => {
        if (abort.signal.aborted) return;
        setVersions({
          kind: 'failed',
          message:
            failure instanceof ApiRequestError ? failure.message : t('operations.unmatched.versionsFailed'),
        });
      },
    );
  };

  const assign = useMutation({
    mutate: (id: number) => assignUnmatchedOffer(offer.id, { product_version_id: id }),
    successText: (answer) =>
      t('operations.unmatched.success', { offer: offer.title, game: answer.data.product.title }),
    onSuccess: (answer) => onAssigned(answer.data.product.title),
    fieldErrors: (fields) => {
      const text = Object.values(fields)[0];
      if (text === undefined) return false;
      setError(text);
      return true;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (versionId !== null) void assign.run(Number(versionId));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <GamePicker
          label={t('operations.unmatched.gameLabel')}
          placeholder={t('operations.unmatched.gamePlaceholder')}
          nothingFound={t('operations.unmatched.gameNothing')}
          value={game}
          onChange={choose}
          autoFocus
        />
        {versions.kind === 'loading' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('operations.unmatched.versionsLoading')}</Text>
          </Group>
        )}
        {versions.kind === 'failed' && (
          <Callout color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{versions.message}</Text>
          </Callout>
        )}
        {versions.kind === 'loaded' &&
          (versions.versions.length === 0 ? (
            <Text size="sm">{t('operations.unmatched.versionsEmpty')}</Text>
          ) : (
            <Radio.Group
              label={t('operations.unmatched.versionLabel')}
              id={legendId}
              value={versionId}
              onChange={setVersionId}
              error={error}
              required
            >
              <Stack gap="xs" mt="xs">
                {versions.versions.map((version) => (
                  <Radio
                    key={version.id}
                    value={String(version.id)}
                    label={versionLabel(
                      version,
                      t('operations.unmatched.versionOption', { language: version.language }),
                    )}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ))}
        <Group justify="flex-end">
          <Button type="submit" loading={assign.busy} disabled={versionId === null}>
            {t('operations.unmatched.versionSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog of one offer: by GTIN or by the game's name, each in its own tab. */
function AssignDialog({
  offer,
  onClose,
  onAssigned,
}: {
  offer: UnmatchedOffer;
  onClose(): void;
  onAssigned(game: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('operations.unmatched.dialogTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('operations.unmatched.cancel') }}
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('operations.unmatched.dialogOffer', { title: offer.title, dealer: offer.dealer.name })}
        </Text>
        <Tabs defaultValue="gtin" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="gtin">{t('operations.unmatched.byGtin')}</Tabs.Tab>
            <Tabs.Tab value="game">{t('operations.unmatched.byGame')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="gtin" pt="md">
            <GtinForm offer={offer} onAssigned={onAssigned} />
          </Tabs.Panel>
          <Tabs.Panel value="game" pt="md">
            <GameForm offer={offer} onAssigned={onAssigned} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Modal>
  );
}

function OfferItem({
  offer,
  assigned,
  onAssign,
}: {
  offer: UnmatchedOffer;
  assigned: Assigned | undefined;
  onAssign(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const note = useRef<HTMLParagraphElement>(null);
  // the button goes away once assigned: keyboard focus moves to the note saying so
  useEffect(() => {
    if (assigned) note.current?.focus();
  }, [assigned]);
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor href={offer.url} target="_blank" rel="noopener noreferrer nofollow" inherit>
                {offer.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {offer.dealer.name} · {t('operations.unmatched.sku', { sku: offer.sku })}
              {offer.brand ? ` · ${offer.brand}` : ''}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={600}>{formatEuroCents(offer.price_cents)}</Text>
            <Text size="xs" c="dimmed">
              {offer.shipping_cents === 0
                ? t('operations.unmatched.freeShipping')
                : offer.shipping_cents !== null
                  ? t('operations.unmatched.shipping', { amount: formatEuroCents(offer.shipping_cents) })
                  : ''}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge
            variant="light"
            color={offer.gtin ? 'blue' : 'gray'}
            tt="none"
            style={{ '--badge-color': 'var(--mantine-color-text)' }}
          >
            {offer.gtin ? `GTIN ${offer.gtin}` : t('operations.unmatched.noGtin')}
          </Badge>
          {offer.mpn && (
            <Badge
              variant="light"
              color="gray"
              tt="none"
              style={{ '--badge-color': 'var(--mantine-color-text)' }}
            >
              {t('operations.unmatched.mpn', { mpn: offer.mpn })}
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={offer.first_seen_at}>
            {t('operations.unmatched.columnSeen')} {berlinDate.format(new Date(offer.first_seen_at))}
          </Text>
        </Group>
        {assigned ? (
          <Text ref={note} size="sm" c="green.9" role="status" tabIndex={-1}>
            {t('operations.unmatched.assigned', { title: assigned.game })}
          </Text>
        ) : (
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={onAssign}
              aria-label={t('operations.unmatched.assignLabel', { title: offer.title })}
            >
              {t('operations.unmatched.assign')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function TitleSearch({ initial, onSearch }: { initial: string; onSearch(q: string | undefined): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
      style={{ flex: '2 1 240px' }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('operations.unmatched.search')}
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          {t('operations.unmatched.searchSubmit')}
        </Button>
      </Group>
    </form>
  );
}

function Filters({ data, loading }: { data: UnmatchedOffersData; loading: boolean }) {
  const { t } = useTranslation();
  // the address is the filters' state: a filter changed while the last change still loads keeps it
  const [searchParams, setSearchParams] = useSearchParams();
  const query = unmatchedQueryOf(searchParams);
  const show = (next: Partial<UnmatchedOffersQuery>) =>
    setSearchParams(unmatchedSearch({ ...query, page: 1, ...next }));
  const counts = data.list?.counts;
  const dealers = data.list?.dealers ?? [];
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <NativeSelect
          label={t('operations.unmatched.dealer')}
          value={query.dealer === undefined ? '' : String(query.dealer)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            show({ dealer: value === '' ? undefined : Number(value) });
          }}
          data={[
            { value: '', label: t('operations.unmatched.allDealers') },
            ...dealers.map((dealer) => ({
              value: String(dealer.id),
              label: t('operations.unmatched.dealerOption', {
                name: dealer.name,
                count: dealer.unmatched.toLocaleString('de-DE'),
              }),
            })),
            // a dealer in the address whose offers are all assigned stays selectable
            ...(query.dealer !== undefined && !dealers.some((dealer) => dealer.id === query.dealer)
              ? [{ value: String(query.dealer), label: `#${query.dealer}` }]
              : []),
          ]}
          style={{ flex: '1 1 200px' }}
        />
        {/* keyed by the address' words: back and forward show them in the field */}
        <TitleSearch key={query.q ?? ''} initial={query.q ?? ''} onSearch={(q) => show({ q })} />
      </Group>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="unmatched-gtin-filter">
            {t('operations.unmatched.gtinFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="unmatched-gtin-filter"
            value={query.gtin}
            onChange={(value) => show({ gtin: value as UnmatchedGtinFilter })}
            data={[
              {
                value: 'all',
                label: t('operations.unmatched.gtinAll', {
                  count: (counts?.all ?? 0).toLocaleString('de-DE'),
                }),
              },
              {
                value: 'with',
                label: t('operations.unmatched.gtinWith', {
                  count: (counts?.with_gtin ?? 0).toLocaleString('de-DE'),
                }),
              },
              {
                value: 'without',
                label: t('operations.unmatched.gtinWithout', {
                  count: (counts?.without_gtin ?? 0).toLocaleString('de-DE'),
                }),
              },
            ]}
            styles={{ root: { flexWrap: 'wrap' } }}
          />
        </Stack>
        {data.list && data.list.total > 0 && !loading && (
          <Text size="sm" c="dimmed">
            {t('operations.unmatched.total', { count: data.list.total })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * `/betrieb/unzugeordnet?dealer=&q=&gtin=&page=`: the live offers no feed could match, newest
 * first; each can be assigned to an edition of a game by GTIN or through the game's name.
 */
export function UnmatchedOffersPage() {
  const { t } = useTranslation();
  const data = useLoaderData<UnmatchedOffersData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<UnmatchedOffer | null>(null);
  // what was assigned on one page belongs to that page: the next read leaves those offers out
  const [assignedOn, setAssignedOn] = useState<{ search: string; offers: Map<number, Assigned> }>({
    search: location.search,
    offers: new Map(),
  });
  const assigned = assignedOn.search === location.search ? assignedOn.offers : NOTHING_ASSIGNED;
  const { query } = data;
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === PATH) ||
    (revalidator.state === 'loading' && data.error !== null);
  const list = data.list;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.rows_per_page)) : 1;
  const filtered = query.dealer !== undefined || query.q !== undefined || query.gtin !== 'all';

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: t('operations.unmatched.title') })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/betrieb" size="sm">
          {t('operations.backToOperations')}
        </Anchor>
        <div>
          <Title order={1}>{t('operations.unmatched.title')}</Title>
          <Text c="dimmed">{t('operations.unmatched.intro')}</Text>
        </div>
        <Filters data={data} loading={loading} />
        {loading ? (
          <ListLoading label={t('operations.unmatched.loading')} />
        ) : data.error !== null ? (
          <ListLoadFailed
            title={t('operations.unmatched.loadFailed')}
            error={data.error}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : data.list.offers.length === 0 ? (
          data.list.total > 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>{t('operations.unmatched.pageEmpty')}</Text>
              <Button
                variant="default"
                size="xs"
                onClick={() => setSearchParams(unmatchedSearch({ ...query, page: 1 }))}
              >
                {t('operations.unmatched.firstPage')}
              </Button>
            </Stack>
          ) : (
            <Text>
              {filtered ? t('operations.unmatched.emptyFiltered') : t('operations.unmatched.empty')}
            </Text>
          )
        ) : (
          <>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.list.offers.map((offer) => (
                <OfferItem
                  key={offer.id}
                  offer={offer}
                  assigned={assigned.get(offer.id)}
                  onAssign={() => setDialog(offer)}
                />
              ))}
            </Stack>
            {pages > 1 && (
              <Group justify="center" component="nav" aria-label={t('operations.unmatched.pagination')}>
                <Pagination
                  total={pages}
                  value={Math.min(query.page, pages)}
                  onChange={(page) => setSearchParams(unmatchedSearch({ ...query, page }))}
                  size="sm"
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'previous'
                        ? t('operations.unmatched.previousPage')
                        : control === 'next'
                          ? t('operations.unmatched.nextPage')
                          : undefined,
                  })}
                  getItemProps={(page) => ({ 'aria-label': t('operations.unmatched.pageLabel', { page }) })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
      {dialog && (
        <AssignDialog
          offer={dialog}
          onClose={() => setDialog(null)}
          onAssigned={(game) => {
            setAssignedOn({
              search: location.search,
              offers: new Map(assigned).set(dialog.id, { offer: dialog.title, game }),
            });
            setDialog(null);
          }}
        />
      )}
    </Container>
  );
}
