import {
  Alert as Callout,
  Anchor,
  Button,
  Card,
  Code,
  Container,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AdminFeedRun, FeedRunErrorsResponse, FeedRunListItem } from '@spielraum/schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { ApiRequestError } from '../api/client';
import { useMutation } from '../app/use-mutation';
import { fetchFeedRunErrors, rerunFeedRun } from './dealers-api';
import { berlinTime, ListPagination, RunStatusBadge } from './feed-run-parts';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A page of failed rows as read, or why it could not be; for the page it was read for. */
type RowsResult =
  | { forPage: number; state: 'failed'; message: string }
  | { forPage: number; state: 'loaded'; page: FeedRunErrorsResponse['data'] };

/** The run's failed rows page by page (the upload API's errors call), with the CSV download. */
function FailedRows({ run }: { run: AdminFeedRun }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<RowsResult | null>(null);
  // the page asked for but not read yet shows the loading state
  const rows: RowsResult | { state: 'loading' } =
    result === null || result.forPage !== page ? { state: 'loading' } : result;
  useEffect(() => {
    if (run.rows_failed === 0) return;
    const controller = new AbortController();
    fetchFeedRunErrors(run.id, page, { signal: controller.signal }).then(
      (answer) => setResult({ forPage: page, state: 'loaded', page: answer.data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          forPage: page,
          state: 'failed',
          message: error instanceof ApiRequestError ? error.message : t('messages.unexpectedError'),
        });
      },
    );
    return () => controller.abort();
  }, [run.id, run.rows_failed, page, t]);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="failed-rows">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="failed-rows">
            {t('operations.feedRuns.failedRows')}
          </Title>
          {run.row_errors_csv_url !== null && (
            // a file download of the server, not a page of this app
            <Anchor href={run.row_errors_csv_url} download size="sm">
              {t('operations.feedRuns.downloadCsv')}
            </Anchor>
          )}
        </Group>
        {run.rows_failed === 0 ? (
          <Text size="sm">{t('operations.feedRuns.failedRowsNone')}</Text>
        ) : rows.state === 'loading' ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('operations.feedRuns.failedRowsLoading')}</Text>
          </Group>
        ) : rows.state === 'failed' ? (
          <Callout
            color="red"
            variant="light"
            role="alert"
            title={t('operations.feedRuns.failedRowsLoadFailed')}
          >
            <Text size="sm">{rows.message}</Text>
          </Callout>
        ) : (
          <>
            <Table.ScrollContainer minWidth={360}>
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={80}>{t('operations.feedRuns.columnLine')}</Table.Th>
                    <Table.Th>{t('operations.feedRuns.columnReason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.page.errors.map((row, index) => (
                    <Table.Tr key={`${row.line}-${index}`}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {row.reason}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination
              page={page}
              pages={Math.max(1, Math.ceil(rows.page.total / rows.page.rows_per_page))}
              label={t('operations.feedRuns.rowsPagination')}
              texts="feedRuns"
              onChange={setPage}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

function Rerun({ run }: { run: AdminFeedRun }) {
  const { t } = useTranslation();
  const [queued, setQueued] = useState<FeedRunListItem | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const rerun = useMutation({
    mutate: () => rerunFeedRun(run.id),
    onSuccess: (answer) => setQueued(answer.data),
  });
  useEffect(() => {
    if (queued) note.current?.focus();
  }, [queued]);
  if (!run.rerun.possible)
    return (
      <Callout color="gray" variant="light" title={t('operations.feedRuns.rerunNotPossible')}>
        <Text size="sm">{run.rerun.reason}</Text>
      </Callout>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="light" loading={rerun.busy} onClick={() => void rerun.run()}>
        {t('operations.feedRuns.rerun')}
      </Button>
      {queued && (
        <Text ref={note} size="sm" role="status" tabIndex={-1}>
          {t('operations.feedRuns.rerunQueued')}{' '}
          <Anchor component={Link} to={`/betrieb/feeds/${queued.id}`}>
            {t('operations.feedRuns.rerunQueuedLink', { id: queued.id })}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/betrieb/feeds/:runId`: one feed run with its dealer, source, counts, notes, statistics and
 * error, its failed rows (paged, and as CSV) and "Erneut ausführen" (or why it cannot run again).
 */
export function FeedRunPage() {
  const { t } = useTranslation();
  const { run } = useLoaderData<{ run: AdminFeedRun }>();
  const revalidator = useRevalidator();
  const time = (value: string | null) =>
    value === null
      ? t('operations.feedRuns.notYet')
      : t('operations.feedRuns.time', { time: berlinTime.format(new Date(value)) });
  const heading = t('operations.feedRuns.runTitle', { id: run.id });
  const stats = Object.entries(run.stats);

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: heading })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/betrieb/feeds" size="sm">
          {t('operations.feedRuns.backToRuns')}
        </Anchor>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={1}>{heading}</Title>
            <RunStatusBadge status={run.status} />
          </Group>
          <Button
            variant="default"
            size="xs"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {t('operations.feedRuns.refresh')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} component="dl" m={0} spacing="sm">
          <Fact label={t('operations.feedRuns.dealer')}>
            {run.dealer === null ? (
              t('operations.feedRuns.noDealer')
            ) : (
              <Anchor component={Link} to={`/betrieb/haendler/${run.dealer.id}`} inherit>
                {run.dealer.name}
              </Anchor>
            )}
          </Fact>
          <Fact label={t('operations.feedRuns.kind')}>{t(`operations.feedRuns.kind_${run.kind}`)}</Fact>
          <Fact label={t('operations.feedRuns.format')}>
            {run.format === null
              ? t('operations.feedRuns.formatUnknown')
              : run.format_detected
                ? t('operations.feedRuns.formatDetected', { format: run.format })
                : run.format}
          </Fact>
          <Fact label={t('operations.feedRuns.source')}>
            {run.source_kind === 'url'
              ? t('operations.feedRuns.source_url', { url: run.source_url ?? '' })
              : t(`operations.feedRuns.source_${run.source_kind}`)}
          </Fact>
          <Fact label={t('operations.feedRuns.full')}>
            {run.full ? t('operations.feedRuns.fullYes') : t('operations.feedRuns.fullNo')}
          </Fact>
          <Fact label={t('operations.feedRuns.started')}>{time(run.started_at)}</Fact>
          <Fact label={t('operations.feedRuns.finished')}>{time(run.finished_at)}</Fact>
          <Fact label={t('operations.feedRuns.rowsTotal')}>{run.rows_total.toLocaleString('de-DE')}</Fact>
          <Fact label={t('operations.feedRuns.rowsApplied')}>{run.rows_applied.toLocaleString('de-DE')}</Fact>
          <Fact label={t('operations.feedRuns.rowsFailed')}>{run.rows_failed.toLocaleString('de-DE')}</Fact>
        </SimpleGrid>
        {run.error !== null && (
          <Callout color="red" variant="light" title={t('operations.feedRuns.error')}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {run.error}
            </Text>
          </Callout>
        )}
        {run.notes.length > 0 && (
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('operations.feedRuns.notes')}
            </Title>
            <List size="sm">
              {run.notes.map((note) => (
                <List.Item key={note}>{note}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {stats.length > 0 && (
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('operations.feedRuns.stats')}
            </Title>
            <Group gap="xs">
              {stats.map(([key, value]) => (
                <Code key={key}>
                  {key}: {value.toLocaleString('de-DE')}
                </Code>
              ))}
            </Group>
          </Stack>
        )}
        <Rerun key={run.id} run={run} />
        <FailedRows key={`rows-${run.id}`} run={run} />
      </Stack>
    </Container>
  );
}
