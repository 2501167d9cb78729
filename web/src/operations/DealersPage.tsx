import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatEuroCents, type AdminDealer, type AdminDealerStatus } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { dealersQueryOf, dealersSearch, type DealersData } from './dealers-data';
import { berlinTime, ListPagination, RunStatusBadge } from './feed-run-parts';
import { ListLoadFailed, ListLoading } from './list-states';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

const PATH = '/betrieb/haendler';

function Shipping({ dealer }: { dealer: AdminDealer }) {
  const { t } = useTranslation();
  if (dealer.free_shipping_threshold === 0 || dealer.shipping_cost === 0)
    return <>{t('operations.dealerSettings.shippingFree')}</>;
  if (dealer.free_shipping_threshold === null) return <>{formatEuroCents(dealer.shipping_cost)}</>;
  return (
    <>
      {t('operations.dealerSettings.shippingFrom', {
        cost: formatEuroCents(dealer.shipping_cost),
        threshold: formatEuroCents(dealer.free_shipping_threshold),
      })}
    </>
  );
}

function LastRun({ dealer }: { dealer: AdminDealer }) {
  const { t } = useTranslation();
  const run = dealer.last_run;
  if (run === null)
    return (
      <Text size="sm" c="dimmed">
        {t('operations.dealerSettings.noRun')}
      </Text>
    );
  return (
    <Group gap={6} wrap="wrap">
      <RunStatusBadge status={run.status} />
      <Anchor component={Link} to={`/betrieb/feeds/${run.id}`} size="sm">
        {berlinTime.format(new Date(run.finished_at ?? run.created_at))}
      </Anchor>
    </Group>
  );
}

/**
 * `/betrieb/haendler?q=&status=&page=`: every dealer by name with its state, shipping, schedule
 * and newest feed run; a search by name, a filter for active or disabled ones, and "Händler anlegen".
 */
export function DealersPage() {
  const { t } = useTranslation();
  const data = useLoaderData<DealersData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const { query } = data;
  const [search, setSearch] = useState(query.q);
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === PATH) ||
    (revalidator.state === 'loading' && data.error !== null);
  // the address being loaded, else the shown one: a filter chosen while the last still loads keeps it
  const latestSearch =
    navigation.location?.pathname === PATH ? new URLSearchParams(navigation.location.search) : searchParams;
  const show = (next: Partial<typeof query>) =>
    setSearchParams(dealersSearch({ ...dealersQueryOf(latestSearch), ...next }));
  const list = data.list;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.rows_per_page)) : 1;

  return (
    <Container size="lg" py="xl">
      <title>{t('app.pageTitle', { title: t('operations.dealerSettings.title') })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/betrieb" size="sm">
          {t('operations.backToOperations')}
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ flex: '1 1 280px' }}>
            <Title order={1}>{t('operations.dealerSettings.title')}</Title>
            <Text c="dimmed">{t('operations.dealerSettings.intro')}</Text>
          </div>
          <Button component={Link} to="/betrieb/haendler/neu">
            {t('operations.dealerSettings.create')}
          </Button>
        </Group>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              show({ q: search.trim(), page: 1 });
            }}
            style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}
          >
            <TextInput
              label={t('operations.dealerSettings.search')}
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              {t('operations.dealerSettings.searchSubmit')}
            </Button>
          </form>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="dealers-filter">
              {t('operations.dealerSettings.filter')}
            </Text>
            <SegmentedControl
              aria-labelledby="dealers-filter"
              value={query.status}
              onChange={(value) => show({ status: value as AdminDealerStatus, page: 1 })}
              data={[
                { value: 'all', label: t('operations.dealerSettings.filterAll') },
                { value: 'active', label: t('operations.dealerSettings.filterActive') },
                { value: 'inactive', label: t('operations.dealerSettings.filterInactive') },
              ]}
            />
          </Stack>
          {list && list.total > 0 && !loading && (
            <Text size="sm" c="dimmed">
              {t('operations.dealerSettings.total', { count: list.total })}
            </Text>
          )}
        </Group>
        {loading ? (
          <ListLoading label={t('operations.dealerSettings.loading')} />
        ) : data.error !== null ? (
          <ListLoadFailed
            title={t('operations.dealerSettings.loadFailed')}
            error={data.error}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : data.list.dealers.length === 0 ? (
          data.list.total > 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>{t('operations.dealerSettings.pageEmpty')}</Text>
              <Button variant="default" size="xs" onClick={() => show({ page: 1 })}>
                {t('operations.dealerSettings.firstPage')}
              </Button>
            </Stack>
          ) : (
            <Text>
              {query.q !== '' || query.status !== 'all'
                ? t('operations.dealerSettings.emptySearch')
                : t('operations.dealerSettings.empty')}
            </Text>
          )
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('operations.dealerSettings.columnName')}</Table.Th>
                    <Table.Th>{t('operations.dealerSettings.columnState')}</Table.Th>
                    <Table.Th>{t('operations.dealerSettings.columnShipping')}</Table.Th>
                    <Table.Th>{t('operations.dealerSettings.columnSchedule')}</Table.Th>
                    <Table.Th>{t('operations.dealerSettings.columnLastRun')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.dealers.map((dealer) => (
                    <Table.Tr key={dealer.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/betrieb/haendler/${dealer.id}`} fw={600}>
                          {dealer.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {dealer.slug}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={dealer.active ? 'green' : 'gray'}
                          tt="none"
                          style={{ '--badge-color': 'var(--mantine-color-text)' }}
                        >
                          {dealer.active
                            ? t('operations.dealerSettings.active')
                            : t('operations.dealerSettings.inactive')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          <Shipping dealer={dealer} />
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {dealer.feed_schedule === null ? (
                          <Text size="sm" c="dimmed">
                            {t('operations.dealerSettings.noSchedule')}
                          </Text>
                        ) : (
                          <Text size="sm" ff="monospace">
                            {dealer.feed_schedule}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <LastRun dealer={dealer} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination
              page={query.page}
              pages={pages}
              label={t('operations.dealerSettings.pagination')}
              texts="dealerSettings"
              onChange={(page) => show({ page })}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
