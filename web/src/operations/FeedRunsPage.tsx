import { Anchor, Button, Container, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { feedKindValues, feedRunStatusValues, type FeedRunsQuery } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { feedRunsQueryOf, feedRunsSearch, type FeedRunsData } from './dealers-data';
import { berlinTime, ListPagination, RunStatusBadge } from './feed-run-parts';
import { ListLoadFailed, ListLoading } from './list-states';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

const PATH = '/betrieb/feeds';

/**
 * `/betrieb/feeds?dealer=&kind=&status=&page=`: the feed runs of every dealer and of the product
 * feeds, newest first, filtered by dealer, kind and state, each linked to its page.
 */
export function FeedRunsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<FeedRunsData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const { query } = data;
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === PATH) ||
    (revalidator.state === 'loading' && data.error !== null);
  // the address being loaded, else the shown one: a filter chosen while the last still loads keeps it
  const latestSearch =
    navigation.location?.pathname === PATH ? new URLSearchParams(navigation.location.search) : searchParams;
  const show = (next: Partial<FeedRunsQuery>) =>
    setSearchParams(feedRunsSearch({ ...feedRunsQueryOf(latestSearch), ...next }));
  const list = data.list;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.rows_per_page)) : 1;
  // a dealer in the address that the list of choices lacks (past its first page) stays choosable
  const dealerChoices =
    data.dealers.some((dealer) => dealer.id === query.dealer_id) || query.dealer_id === undefined
      ? data.dealers
      : [...data.dealers, { id: query.dealer_id, name: `#${query.dealer_id}` }];

  return (
    <Container size="lg" py="xl">
      <title>{t('app.pageTitle', { title: t('operations.feedRuns.title') })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/betrieb" size="sm">
          {t('operations.backToOperations')}
        </Anchor>
        <div>
          <Title order={1}>{t('operations.feedRuns.title')}</Title>
          <Text c="dimmed">{t('operations.feedRuns.intro')}</Text>
        </div>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('operations.feedRuns.filterDealer')}
            allowDeselect={false}
            searchable
            value={query.dealer_id === undefined ? '' : String(query.dealer_id)}
            onChange={(value) => show({ dealer_id: value ? Number(value) : undefined, page: 1 })}
            data={[
              { value: '', label: t('operations.feedRuns.filterDealerAll') },
              ...dealerChoices.map((dealer) => ({ value: String(dealer.id), label: dealer.name })),
            ]}
          />
          <Select
            label={t('operations.feedRuns.filterKind')}
            allowDeselect={false}
            value={query.kind ?? ''}
            onChange={(value) => show({ kind: feedKindValues.find((kind) => kind === value), page: 1 })}
            data={[
              { value: '', label: t('operations.feedRuns.filterAll') },
              ...feedKindValues.map((kind) => ({
                value: kind,
                label: t(`operations.feedRuns.kind_${kind}`),
              })),
            ]}
          />
          <Select
            label={t('operations.feedRuns.filterStatus')}
            allowDeselect={false}
            value={query.status ?? ''}
            onChange={(value) =>
              show({ status: feedRunStatusValues.find((status) => status === value), page: 1 })
            }
            data={[
              { value: '', label: t('operations.feedRuns.filterAll') },
              ...feedRunStatusValues.map((status) => ({
                value: status,
                label: t(`operations.feedRuns.status_${status}`),
              })),
            ]}
          />
          {list && list.total > 0 && !loading && (
            <Text size="sm" c="dimmed">
              {t('operations.feedRuns.total', { count: list.total })}
            </Text>
          )}
        </Group>
        {loading ? (
          <ListLoading label={t('operations.feedRuns.loading')} />
        ) : data.error !== null ? (
          <ListLoadFailed
            title={t('operations.feedRuns.loadFailed')}
            error={data.error}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : data.list.runs.length === 0 ? (
          data.list.total > 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>{t('operations.feedRuns.pageEmpty')}</Text>
              <Button variant="default" size="xs" onClick={() => show({ page: 1 })}>
                {t('operations.feedRuns.firstPage')}
              </Button>
            </Stack>
          ) : (
            <Text>{t('operations.feedRuns.empty')}</Text>
          )
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('operations.feedRuns.columnRun')}</Table.Th>
                    <Table.Th>{t('operations.feedRuns.columnDealer')}</Table.Th>
                    <Table.Th>{t('operations.feedRuns.columnKind')}</Table.Th>
                    <Table.Th>{t('operations.feedRuns.columnStatus')}</Table.Th>
                    <Table.Th>{t('operations.feedRuns.columnRows')}</Table.Th>
                    <Table.Th>{t('operations.feedRuns.columnTime')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.runs.map((run) => (
                    <Table.Tr key={run.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/betrieb/feeds/${run.id}`} fw={600}>
                          {t('operations.feedRuns.runLink', { id: run.id })}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {run.dealer === null ? (
                          <Text size="sm" c="dimmed">
                            {t('operations.feedRuns.noDealer')}
                          </Text>
                        ) : (
                          <Anchor component={Link} to={`/betrieb/haendler/${run.dealer.id}`} size="sm">
                            {run.dealer.name}
                          </Anchor>
                        )}
                      </Table.Td>
                      <Table.Td>{t(`operations.feedRuns.kind_${run.kind}`)}</Table.Td>
                      <Table.Td>
                        <RunStatusBadge status={run.status} />
                      </Table.Td>
                      <Table.Td>
                        {t('operations.feedRuns.rows', {
                          total: run.rows_total,
                          applied: run.rows_applied,
                          failed: run.rows_failed,
                        })}
                      </Table.Td>
                      <Table.Td>
                        {run.started_at === null
                          ? t('operations.feedRuns.queuedAt', {
                              time: berlinTime.format(new Date(run.created_at)),
                            })
                          : t('operations.feedRuns.time', {
                              time: berlinTime.format(new Date(run.started_at)),
                            })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination
              page={query.page}
              pages={pages}
              label={t('operations.feedRuns.pagination')}
              texts="feedRuns"
              onChange={(page) => show({ page })}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
