import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatEuroCents,
  type DealerFeedRun,
  type DealerFeedRunsResponse,
  type DealerUnmatchedOffersResponse,
  type FeedRunErrorsResponse,
  type FeedRunListItem,
} from '@spielraum/schema';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, type RequestOptions } from '../api/client';
import { useMutation } from '../app/use-mutation';
import { formatCount } from '../shared/format';
import { focusableScroll } from '../shared/focusable-scroll';
import {
  fetchShopFeedRun,
  fetchShopFeedRunErrors,
  fetchShopFeedRuns,
  fetchShopUnmatchedOffers,
  suggestOfferGtin,
  uploadShopFeed,
} from './dealer-feeds-api';
import './page-texts';

/** How often a run that has not ended is read again. */
const POLL_MS = 2000;

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

type Loaded<T> = { kind: 'loading' } | { kind: 'loaded'; data: T } | { kind: 'failed'; message: string };

/** Reads what `read` answers whenever its inputs change, with loading and error states and a retry. */
function useLoaded<T>(read: (options: RequestOptions) => Promise<T>): [Loaded<T>, () => void] {
  // an answer belongs to the read and attempt that asked; anything older shows as loading
  const [answer, setAnswer] = useState<{ read: unknown; attempt: number; state: Loaded<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    read({ signal: controller.signal }).then(
      (data) => setAnswer({ read, attempt, state: { kind: 'loaded', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiRequestError ? error.message : String(error);
        setAnswer({ read, attempt, state: { kind: 'failed', message } });
      },
    );
    return () => controller.abort();
  }, [read, attempt]);
  const current = answer !== null && answer.read === read && answer.attempt === attempt;
  return [current ? answer.state : { kind: 'loading' }, () => setAttempt((value) => value + 1)];
}

function LoadState<T>({
  state,
  retry,
  children,
}: {
  state: Loaded<T>;
  retry(): void;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (state.kind === 'loading') return <Text c="dimmed">{t('dealerArea.feeds.loading')}</Text>;
  if (state.kind === 'failed')
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('dealerArea.feeds.loadFailed', { message: state.message })}</Text>
          <Button variant="default" size="xs" onClick={retry}>
            {t('dealerArea.feeds.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return <>{children(state.data)}</>;
}

function StatusBadge({ status }: { status: FeedRunListItem['status'] }) {
  const { t } = useTranslation();
  const color = { queued: 'gray', running: 'blue', succeeded: 'green', failed: 'red' }[status];
  return (
    <Badge variant="light" color={color} tt="none" style={{ '--badge-color': 'var(--mantine-color-text)' }}>
      {t(`dealerArea.feeds.status.${status}`)}
    </Badge>
  );
}

function Pages({
  page,
  total,
  perPage,
  onChange,
}: {
  page: number;
  total: number;
  perPage: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('dealerArea.feeds.pages')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? t('dealerArea.feeds.previousPage')
              : control === 'next'
                ? t('dealerArea.feeds.nextPage')
                : undefined,
        })}
        getItemProps={(item) => ({ 'aria-label': t('dealerArea.feeds.pageLabel', { page: item }) })}
      />
    </Group>
  );
}

const runTime = (run: { created_at: string; started_at: string | null }) =>
  berlinTime.format(new Date(run.started_at ?? run.created_at));

function FeedSettings({ feed }: { feed: DealerFeedRunsResponse['data']['feed'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {feed.url ? t('dealerArea.feeds.feedUrl', { url: feed.url }) : t('dealerArea.feeds.feedNoUrl')}
      </Text>
      <Text size="sm">
        {feed.schedule
          ? t('dealerArea.feeds.feedSchedule', { schedule: feed.schedule })
          : t('dealerArea.feeds.feedNoSchedule')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('dealerArea.feeds.feedSetByOperators')}
      </Text>
    </Stack>
  );
}

/** One run: counts, notes, error and skipped rows page by page, read again every 2 s until it ends. */
export function ShopFeedRun({ shopId, runId, onBack }: { shopId: number; runId: number; onBack?(): void }) {
  const { t } = useTranslation();
  const [run, setRun] = useState<Loaded<DealerFeedRun>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [errorPage, setErrorPage] = useState(1);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      fetchShopFeedRun(shopId, runId, { signal: controller.signal }).then(
        (answer) => {
          setRun({ kind: 'loaded', data: answer.data });
          if (answer.data.status === 'queued' || answer.data.status === 'running')
            timer = setTimeout(read, POLL_MS);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setRun({
            kind: 'failed',
            message: error instanceof ApiRequestError ? error.message : String(error),
          });
        },
      );
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [shopId, runId, attempt]);
  const finished = run.kind === 'loaded' && run.data.status !== 'queued' && run.data.status !== 'running';
  const failedRows = run.kind === 'loaded' ? run.data.rows_failed : 0;
  const readErrors = useCallback(
    (options: RequestOptions): Promise<FeedRunErrorsResponse['data'] | null> =>
      finished && failedRows > 0
        ? fetchShopFeedRunErrors(shopId, runId, errorPage, options).then((answer) => answer.data)
        : Promise.resolve(null),
    [shopId, runId, errorPage, finished, failedRows],
  );
  const [errors, retryErrors] = useLoaded(readErrors);
  return (
    <Stack gap="md">
      {onBack && (
        <div>
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            {t('dealerArea.feeds.backToRuns')}
          </Button>
        </div>
      )}
      <LoadState state={run} retry={() => setAttempt((value) => value + 1)}>
        {(data) => (
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <Title order={3} size="h4">
                {t('dealerArea.feeds.runHeading', { time: runTime(data) })}
              </Title>
              <StatusBadge status={data.status} />
            </Group>
            <Text size="sm" aria-live="polite">
              {data.status === 'queued' || data.status === 'running'
                ? t('dealerArea.feeds.runBusy')
                : data.full
                  ? t('dealerArea.feeds.runFull')
                  : t('dealerArea.feeds.runPartial')}
            </Text>
            <SimpleGrid cols={{ base: 3 }} spacing="sm" maw={420}>
              {(
                [
                  ['countTotal', data.rows_total],
                  ['countApplied', data.rows_applied],
                  ['countFailed', data.rows_failed],
                ] as const
              ).map(([label, value]) => (
                <Stack key={label} gap={0}>
                  <Text size="xs" c="dimmed">
                    {t(`dealerArea.feeds.${label}`)}
                  </Text>
                  <Text fw={600}>{formatCount(value)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            {data.notes.map((note) => (
              <Text key={note} size="sm">
                {note}
              </Text>
            ))}
            {data.error && (
              <Alert color="red" variant="light">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('dealerArea.feeds.runError', { error: data.error })}
                </Text>
              </Alert>
            )}
            {finished && (
              <Stack gap="sm">
                <Title order={4} size="h5">
                  {t('dealerArea.feeds.rowErrorsHeading')}
                </Title>
                {data.rows_failed === 0 ? (
                  <Text size="sm">{t('dealerArea.feeds.noRowErrors')}</Text>
                ) : (
                  <>
                    {data.row_errors_csv_url && (
                      <div>
                        <Anchor href={data.row_errors_csv_url} download size="sm">
                          {t('dealerArea.feeds.downloadCsv')}
                        </Anchor>
                      </div>
                    )}
                    <LoadState state={errors} retry={retryErrors}>
                      {(page) =>
                        page && (
                          <Stack gap="sm">
                            <Table.ScrollContainer
                              minWidth={300}
                              scrollAreaProps={focusableScroll(t('dealerArea.feeds.rowErrorsTable'))}
                            >
                              <Table striped withTableBorder captionSide="top">
                                <Table.Caption>{t('dealerArea.feeds.rowErrorsTable')}</Table.Caption>
                                <Table.Thead>
                                  <Table.Tr>
                                    <Table.Th scope="col">{t('dealerArea.feeds.columnLine')}</Table.Th>
                                    <Table.Th scope="col">{t('dealerArea.feeds.columnReason')}</Table.Th>
                                  </Table.Tr>
                                </Table.Thead>
                                <Table.Tbody>
                                  {page.errors.map((row, index) => (
                                    <Table.Tr key={`${row.line}-${index}`}>
                                      <Table.Td>{row.line}</Table.Td>
                                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.reason}</Table.Td>
                                    </Table.Tr>
                                  ))}
                                </Table.Tbody>
                              </Table>
                            </Table.ScrollContainer>
                            <Pages
                              page={page.page}
                              total={page.total}
                              perPage={page.rows_per_page}
                              onChange={setErrorPage}
                            />
                          </Stack>
                        )
                      }
                    </LoadState>
                  </>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}

/** The tab "Feed-Läufe": how we fetch the feed, and the shop's runs, newest first; a run opens in place. */
export function ShopFeedRunsTab({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openRun, setOpenRun] = useState<number | null>(null);
  const read = useCallback(
    (options: RequestOptions) => fetchShopFeedRuns(shopId, page, options),
    [shopId, page],
  );
  const [state, retry] = useLoaded(read);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('dealerArea.feeds.runsHeading')}
      </Title>
      {openRun !== null ? (
        <ShopFeedRun shopId={shopId} runId={openRun} onBack={() => setOpenRun(null)} />
      ) : (
        <LoadState state={state} retry={retry}>
          {({ data }) => (
            <Stack gap="md">
              <FeedSettings feed={data.feed} />
              {data.runs.length === 0 ? (
                <Text>{t('dealerArea.feeds.runsEmpty')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={340}>
                  <Table striped withTableBorder captionSide="top">
                    <Table.Caption>{t('dealerArea.feeds.runsTable')}</Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('dealerArea.feeds.columnStarted')}</Table.Th>
                        <Table.Th scope="col">{t('dealerArea.feeds.columnStatus')}</Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('dealerArea.feeds.columnApplied')}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('dealerArea.feeds.columnFailed')}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.runs.map((run) => (
                        <Table.Tr key={run.id}>
                          <Table.Td>
                            <Anchor
                              component="button"
                              type="button"
                              size="sm"
                              onClick={() => setOpenRun(run.id)}
                              aria-label={t('dealerArea.feeds.showRun', { time: runTime(run) })}
                            >
                              {runTime(run)}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>
                            <StatusBadge status={run.status} />
                          </Table.Td>
                          <Table.Td ta="right">
                            {t('dealerArea.feeds.rowsOf', {
                              applied: formatCount(run.rows_applied),
                              total: formatCount(run.rows_total),
                            })}
                          </Table.Td>
                          <Table.Td ta="right">{formatCount(run.rows_failed)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <Pages page={data.page} total={data.total} perPage={data.rows_per_page} onChange={setPage} />
            </Stack>
          )}
        </LoadState>
      )}
    </Stack>
  );
}

type UnmatchedOffer = DealerUnmatchedOffersResponse['data']['offers'][number];

function SuggestGtin({
  shopId,
  offer,
  onMatched,
}: {
  shopId: number;
  offer: UnmatchedOffer;
  onMatched(): void;
}) {
  const { t } = useTranslation();
  const [gtin, setGtin] = useState(offer.gtin ?? '');
  const [error, setError] = useState<string | null>(null);
  const suggest = useMutation({
    mutate: suggestOfferGtin,
    successText: (answer) =>
      t('dealerArea.feeds.suggested', { title: offer.title, game: answer.data.product.title }),
    fieldErrors: (fields) => setError(fields.gtin ?? null),
    onSuccess: onMatched,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void suggest.run({ id: shopId, offerId: offer.id, gtin });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          size="xs"
          inputMode="numeric"
          aria-label={t('dealerArea.feeds.gtinLabel', { title: offer.title })}
          value={gtin}
          onChange={(event) => setGtin(event.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 9rem' }}
        />
        <Button type="submit" size="xs" variant="light" loading={suggest.busy}>
          {t('dealerArea.feeds.suggest')}
        </Button>
      </Group>
    </form>
  );
}

/** The tab "Angebote ohne Zuordnung": the shop's offers no game matches, with "GTIN vorschlagen". */
export function ShopUnmatchedOffersTab({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ page: 1, q: '' });
  const [typed, setTyped] = useState('');
  const [version, setVersion] = useState(0);
  const read = useCallback(
    (options: RequestOptions) => fetchShopUnmatchedOffers(shopId, query, options),
    // a matched offer leaves the list: `version` reads it again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shopId, query, version],
  );
  const [state, retry] = useLoaded(read);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('dealerArea.feeds.unmatchedHeading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dealerArea.feeds.unmatchedIntro')}
      </Text>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ page: 1, q: typed.trim() });
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('dealerArea.feeds.search')}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" variant="default">
            {t('dealerArea.feeds.searchButton')}
          </Button>
        </Group>
      </form>
      <LoadState state={state} retry={retry}>
        {({ data }) =>
          data.offers.length === 0 ? (
            <Text>
              {query.q
                ? t('dealerArea.feeds.unmatchedNoHits', { q: query.q })
                : t('dealerArea.feeds.unmatchedEmpty')}
            </Text>
          ) : (
            <Stack gap="md">
              <Table.ScrollContainer
                minWidth={340}
                scrollAreaProps={focusableScroll(t('dealerArea.feeds.unmatchedTable'))}
              >
                <Table striped withTableBorder captionSide="top">
                  <Table.Caption>{t('dealerArea.feeds.unmatchedTable')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('dealerArea.feeds.columnTitle')}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('dealerArea.feeds.columnPrice')}
                      </Table.Th>
                      <Table.Th scope="col">{t('dealerArea.feeds.columnGtin')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.offers.map((offer) => (
                      <Table.Tr key={offer.id}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          <Text size="sm">{offer.title}</Text>
                          <Text size="xs" c="dimmed">
                            {t('dealerArea.feeds.columnSku')}: {offer.sku}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{formatEuroCents(offer.price_cents)}</Table.Td>
                        <Table.Td>
                          <SuggestGtin
                            shopId={shopId}
                            offer={offer}
                            onMatched={() => setVersion((value) => value + 1)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pages
                page={data.page}
                total={data.total}
                perPage={data.rows_per_page}
                onChange={(page) => setQuery((current) => ({ ...current, page }))}
              />
            </Stack>
          )
        }
      </LoadState>
    </Stack>
  );
}

/** The tab "Feed hochladen": a file and whether it is the full feed; then the run until it ends. */
export function ShopFeedUploadTab({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [full, setFull] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const upload = useMutation({
    mutate: uploadShopFeed,
    successText: t('dealerArea.feeds.uploaded'),
    failureText: t('dealerArea.feeds.uploadFailed'),
    fieldErrors: (fields) => setFileError(fields.file ?? null),
    onSuccess: (answer) => {
      setFile(null);
      setRunId(answer.data.id);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFileError(null);
    if (file) void upload.run({ id: shopId, file, full });
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('dealerArea.feeds.uploadHeading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dealerArea.feeds.uploadIntro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={520}>
          <FileInput
            label={t('dealerArea.feeds.uploadFile')}
            accept=".xml,.csv,.txt,.jsonl,.json,.gz"
            value={file}
            onChange={setFile}
            error={fileError}
            clearable
            required
          />
          <Checkbox
            label={t('dealerArea.feeds.uploadFull')}
            description={t('dealerArea.feeds.uploadFullHint')}
            checked={full}
            onChange={(event) => setFull(event.currentTarget.checked)}
          />
          <div>
            <Button type="submit" disabled={file === null} loading={upload.busy}>
              {t('dealerArea.feeds.uploadSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
      {runId !== null && <ShopFeedRun key={runId} shopId={shopId} runId={runId} />}
    </Stack>
  );
}
