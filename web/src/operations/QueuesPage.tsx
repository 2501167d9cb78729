import {
  Alert as Callout,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { GameNameSuggestion, JobKind, JobQueuesResponse, ReindexRun } from '@spielraum/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ApiRequestError } from '../api/client';
import { useMutation } from '../app/use-mutation';
import { GamePicker } from './GamePicker';
import {
  fetchJobQueues,
  fetchReindexRun,
  fetchRunningReindex,
  retryFailedJobs,
  startReindex,
} from './queues-api';
import type { QueuesData } from './unmatched-queues-loaders';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

/** How often the open page reads the queues again (only while the tab is visible). */
export const QUEUES_REFRESH_MS = 5000;

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const clock = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', timeStyle: 'medium' });
const number = new Intl.NumberFormat('de-DE');

const COUNT_KEYS = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

interface Snapshot {
  queues: JobQueuesResponse['data'];
  reindex: ReindexRun | null;
  at: Date;
}

/**
 * The queues and a running reindex, read again every few seconds while the tab is visible (and
 * at once when it becomes visible again); `refresh` reads them now (after a retry or a start).
 */
function useQueues(initial: QueuesData) {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(
    initial.queues ? { queues: initial.queues, reindex: initial.reindex, at: new Date() } : null,
  );
  const [error, setError] = useState<string | null>(initial.error);
  const controller = useRef<AbortController | null>(null);
  const refresh = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    try {
      const [queues, reindex] = await Promise.all([
        fetchJobQueues({ signal: abort.signal }),
        fetchRunningReindex({ signal: abort.signal }),
      ]);
      setSnapshot({ queues: queues.data, reindex: reindex.data.running, at: new Date() });
      setError(null);
    } catch (failure) {
      if (abort.signal.aborted) return;
      setError(failure instanceof ApiRequestError ? failure.message : String(failure));
    }
  }, []);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, QUEUES_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      controller.current?.abort();
    };
  }, [refresh]);
  return { snapshot, error, refresh };
}

function FailedJobs({ kind, name, onRetried }: { kind: JobKind; name: string; onRetried(): void }) {
  const { t } = useTranslation();
  const retry = useMutation({
    mutate: (jobId?: string) => retryFailedJobs(kind.name, jobId),
    successText: (answer) => t('operations.queues.retried', { count: answer.data.retried }),
    onSuccess: onRetried,
    onFailure: onRetried,
  });
  if (kind.failed.length === 0) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5">
          {t('operations.queues.failedJobs', { name })}
        </Title>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={retry.busy}
          onClick={() => void retry.run(undefined)}
          aria-label={t('operations.queues.retryAllLabel', { name })}
        >
          {t('operations.queues.retryAll')}
        </Button>
      </Group>
      {kind.counts.failed > kind.failed.length && (
        <Text size="xs" c="dimmed">
          {t('operations.queues.failedMore', {
            shown: number.format(kind.failed.length),
            total: number.format(kind.counts.failed),
          })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('operations.queues.columnJob')}</Table.Th>
              <Table.Th scope="col">{t('operations.queues.columnReason')}</Table.Th>
              <Table.Th scope="col">{t('operations.queues.columnAttempts')}</Table.Th>
              <Table.Th scope="col">{t('operations.queues.columnTime')}</Table.Th>
              <Table.Th scope="col">{t('operations.queues.columnAction')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kind.failed.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{job.id}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{job.reason}</Table.Td>
                <Table.Td>{number.format(job.attempts)}</Table.Td>
                <Table.Td>
                  <time dateTime={job.failed_at}>{berlinTime.format(new Date(job.failed_at))}</time>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={retry.busy}
                    onClick={() => void retry.run(job.id)}
                    aria-label={t('operations.queues.retryJob', { id: job.id })}
                  >
                    {t('operations.queues.retry')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function KindCard({ kind, onRetried }: { kind: JobKind; onRetried(): void }) {
  const { t } = useTranslation();
  // a kind without a German name yet shows its technical one
  const name = t(`operations.queues.kind.${kind.name}`, { defaultValue: kind.name });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {name}
          </Title>
          <Text size="xs" c="dimmed">
            {kind.name}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" component="dl" m={0}>
          {COUNT_KEYS.map((key) => (
            <div key={key}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`operations.queues.${key}`)}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={600}
                c={key === 'failed' && kind.counts.failed > 0 ? 'red.9' : undefined}
              >
                {number.format(kind.counts[key])}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <FailedJobs kind={kind} name={name} onRetried={onRetried} />
      </Stack>
    </Card>
  );
}

/** "Spiel neu indexieren" and "Alles neu indexieren" with the running reindex's progress. */
function ReindexSection({ running, onStarted }: { running: ReindexRun | null; onStarted(): void }) {
  const { t } = useTranslation();
  const [game, setGame] = useState<GameNameSuggestion | null>(null);
  /** The last reindex of all this page saw running: how it ended is read once it is gone. */
  const watched = useRef<string | null>(running?.job_id ?? null);
  const [ended, setEnded] = useState<ReindexRun | null>(null);

  useEffect(() => {
    // while one runs, how an earlier one ended is not shown (see below)
    if (running) {
      watched.current = running.job_id;
      return;
    }
    const jobId = watched.current;
    if (jobId === null) return;
    watched.current = null;
    let live = true;
    fetchReindexRun(jobId).then(
      (answer) => {
        if (live) setEnded(answer.data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [running]);

  const reindexOne = useMutation({
    mutate: (chosen: GameNameSuggestion) => startReindex({ scope: 'product', product_id: chosen.id }),
    successText: (_answer, chosen) => t('operations.queues.reindexOneQueued', { title: chosen.title }),
    onSuccess: onStarted,
  });
  const reindexAll = useMutation({
    mutate: () => startReindex({ scope: 'all' }),
    successText: t('operations.queues.reindexAllQueued'),
    onSuccess: (answer) => {
      watched.current = answer.data.job_id;
      setEnded(null);
      onStarted();
    },
    // refused because one runs: show that one
    onFailure: onStarted,
  });

  const percent =
    running && running.total !== null && running.done !== null && running.total > 0
      ? Math.floor((100 * running.done) / running.total)
      : running?.state === 'active' && running.total === 0
        ? 100
        : null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="reindex-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reindex-title">
          {t('operations.queues.reindexTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('operations.queues.reindexIntro')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (game) void reindexOne.run(game);
          }}
        >
          <Group align="flex-end" wrap="wrap" gap="xs">
            <div style={{ flex: '1 1 240px' }}>
              <GamePicker
                label={t('operations.queues.reindexGame')}
                placeholder={t('operations.queues.reindexGamePlaceholder')}
                nothingFound={t('operations.queues.reindexGameNothing')}
                value={game}
                onChange={setGame}
              />
            </div>
            <Button type="submit" variant="default" disabled={game === null} loading={reindexOne.busy}>
              {t('operations.queues.reindexOne')}
            </Button>
          </Group>
        </form>
        <Group>
          <Button onClick={() => void reindexAll.run()} loading={reindexAll.busy} disabled={running !== null}>
            {t('operations.queues.reindexAll')}
          </Button>
        </Group>
        {running && (
          <Stack gap={4} role="status">
            <Text size="sm" fw={600}>
              {running.state === 'active'
                ? t('operations.queues.reindexRunning')
                : t('operations.queues.reindexWaiting')}
            </Text>
            {running.done !== null && running.total !== null && (
              <>
                <Progress value={percent ?? 0} aria-label={t('operations.queues.reindexProgressLabel')} />
                <Text size="sm">
                  {t('operations.queues.reindexProgress', {
                    done: number.format(running.done),
                    total: number.format(running.total),
                    percent: number.format(percent ?? 0),
                  })}
                </Text>
              </>
            )}
          </Stack>
        )}
        {!running && ended?.state === 'completed' && (
          <Text size="sm" c="green.9" role="status">
            {t('operations.queues.reindexDone', {
              done: number.format(ended.done ?? 0),
              total: number.format(ended.total ?? 0),
            })}
          </Text>
        )}
        {!running && ended?.state === 'failed' && (
          <Callout color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{t('operations.queues.reindexFailed', { reason: ended.reason ?? '' })}</Text>
          </Callout>
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/betrieb/warteschlangen`: every job kind with its counts and failed jobs (retry one or all of
 * a kind), read again every few seconds while the tab is visible, and the reindex of one game or
 * all with its progress; in server mode a link to bull-board.
 */
export function QueuesPage() {
  const { t } = useTranslation();
  const initial = useLoaderData<QueuesData>();
  const { snapshot, error, refresh } = useQueues(initial);
  const reload = () => void refresh();
  return (
    <Container size="lg" py="xl">
      <title>{t('app.pageTitle', { title: t('operations.queues.title') })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/betrieb" size="sm">
          {t('operations.backToOperations')}
        </Anchor>
        <div>
          <Title order={1}>{t('operations.queues.title')}</Title>
          <Text c="dimmed">{t('operations.queues.intro')}</Text>
          {snapshot?.queues.dashboard_path && (
            // a page of the server, not of this app: a full load
            <Anchor href={snapshot.queues.dashboard_path} fw={600} size="sm">
              {t('operations.queues.dashboard')}
            </Anchor>
          )}
        </div>
        {snapshot === null ? (
          error !== null ? (
            <Callout color="red" variant="light" role="alert" title={t('operations.queues.loadFailed')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{error}</Text>
                <Button variant="default" size="xs" onClick={reload}>
                  {t('operations.retry')}
                </Button>
              </Stack>
            </Callout>
          ) : (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text>{t('operations.queues.loading')}</Text>
            </Group>
          )
        ) : (
          <>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">
                {t('operations.queues.updatedAt', { time: clock.format(snapshot.at) })}
              </Text>
              {error !== null && (
                <Text size="sm" c="red.9" role="alert">
                  {t('operations.queues.refreshFailed', { error })}
                </Text>
              )}
            </Group>
            <ReindexSection running={snapshot.reindex} onStarted={reload} />
            <Stack gap="md">
              {snapshot.queues.kinds.map((kind) => (
                <KindCard key={kind.name} kind={kind} onRetried={reload} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
