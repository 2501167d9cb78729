import {
  Alert as Callout,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AnalyticsOverview, AnalyticsPage } from '@spielraum/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { formatCount } from '../shared/format';
import { focusableScroll } from '../shared/focusable-scroll';
import { STATISTICS_PERIODS, type StatisticsData, type StatisticsPeriod } from './operations-data';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
// the API's days are calendar days (`YYYY-MM-DD`); read and shown at UTC so no zone moves them
const shortDay = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' });
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

const PAGE_KEYS = {
  start: 'operations.page.start',
  games: 'operations.page.games',
  game: 'operations.page.game',
  magazine: 'operations.page.magazine',
  recommendations: 'operations.page.recommendations',
  lists: 'operations.page.lists',
  static: 'operations.page.static',
  account: 'operations.page.account',
  other: 'operations.page.other',
} as const satisfies Record<AnalyticsPage, string>;

function Conversion({ value }: { value: number | null }) {
  return <>{value === null ? '–' : percent.format(value)}</>;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function TopGames({ overview }: { overview: AnalyticsOverview }) {
  const { t } = useTranslation();
  if (overview.top_games.length === 0) return <Text c="dimmed">{t('operations.topGamesEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={t('operations.topGames')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operations.columnGame')}</Table.Th>
            <Table.Th ta="right">{t('operations.columnViews')}</Table.Th>
            <Table.Th ta="right">{t('operations.columnClickOuts')}</Table.Th>
            <Table.Th ta="right" title={t('operations.conversionHint')}>
              {t('operations.columnConversion')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.top_games.map((game) => (
            <Table.Tr key={game.product_id}>
              <Table.Td>
                <Anchor component={Link} to={`/games/${game.category}/${game.slug}`}>
                  {game.title}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatCount(game.page_views)}</Table.Td>
              <Table.Td ta="right">{formatCount(game.click_outs)}</Table.Td>
              <Table.Td ta="right">
                <Conversion value={game.conversion} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Dealers({ overview }: { overview: AnalyticsOverview }) {
  const { t } = useTranslation();
  if (overview.dealers.length === 0) return <Text c="dimmed">{t('operations.dealersEmpty')}</Text>;
  return (
    <Table striped aria-label={t('operations.dealers')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('operations.columnDealer')}</Table.Th>
          <Table.Th ta="right">{t('operations.columnClickOuts')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {overview.dealers.map((dealer) => (
          <Table.Tr key={dealer.dealer_id}>
            <Table.Td>{dealer.name}</Table.Td>
            <Table.Td ta="right">{formatCount(dealer.click_outs)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Pages({ overview }: { overview: AnalyticsOverview }) {
  const { t } = useTranslation();
  return (
    <Table striped aria-label={t('operations.pages')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('operations.columnPage')}</Table.Th>
          <Table.Th ta="right">{t('operations.columnViews')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {overview.pages.map((row) => (
          <Table.Tr key={row.page}>
            <Table.Td>{t(PAGE_KEYS[row.page])}</Table.Td>
            <Table.Td ta="right">{formatCount(row.views)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every day of the period, newest first, with a bar of its page views next to the busiest day's. */
function PerDay({ overview }: { overview: AnalyticsOverview }) {
  const { t } = useTranslation();
  const busiest = Math.max(1, ...overview.per_day.map((row) => row.page_views));
  return (
    <Table.ScrollContainer minWidth={480} scrollAreaProps={focusableScroll(t('operations.perDay'))}>
      <Table striped aria-label={t('operations.perDay')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operations.columnDay')}</Table.Th>
            <Table.Th ta="right">{t('operations.columnViews')}</Table.Th>
            <Table.Th w="40%" aria-hidden />
            <Table.Th ta="right">{t('operations.columnClickOuts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...overview.per_day].reverse().map((row) => (
            <Table.Tr key={row.day}>
              <Table.Td>
                <time dateTime={row.day}>{shortDay.format(dayOf(row.day))}</time>
              </Table.Td>
              <Table.Td ta="right">{formatCount(row.page_views)}</Table.Td>
              <Table.Td aria-hidden>
                <Progress value={(row.page_views / busiest) * 100} size="sm" />
              </Table.Td>
              <Table.Td ta="right">{formatCount(row.click_outs)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figures({ overview }: { overview: AnalyticsOverview }) {
  const { t } = useTranslation();
  const { page_views, click_outs } = overview.totals;
  if (page_views === 0 && click_outs === 0)
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{t('operations.empty')}</Text>
      </Paper>
    );
  const gameViews = overview.pages.find((row) => row.page === 'game')?.views ?? 0;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label={t('operations.pageViews')} value={formatCount(page_views)} />
        <Figure label={t('operations.clickOuts')} value={formatCount(click_outs)} />
        <Figure
          label={`${t('operations.conversion')} (${t('operations.conversionHint')})`}
          value={gameViews > 0 ? percent.format(click_outs / gameViews) : '–'}
        />
      </SimpleGrid>
      <Section title={t('operations.topGames')}>
        <TopGames overview={overview} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Section title={t('operations.dealers')}>
          <Dealers overview={overview} />
        </Section>
        <Section title={t('operations.pages')}>
          <Pages overview={overview} />
        </Section>
      </SimpleGrid>
      <Section title={t('operations.perDay')}>
        <PerDay overview={overview} />
      </Section>
    </Stack>
  );
}

/**
 * `/betrieb/statistik?days=`: the web analytics of the last 7, 30 or 90 days: totals, the most
 * viewed games with their clicks to the shops and conversion, clicks per dealer, views per kind
 * of page and the days one by one.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<StatisticsData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === '/betrieb/statistik') ||
    revalidator.state === 'loading';

  const choosePeriod = (value: string) => {
    const days = Number(value) as StatisticsPeriod;
    setSearchParams(days === 30 ? {} : { days: String(days) });
  };

  return (
    <Container size="xl" py="xl">
      <title>{t('app.pageTitle', { title: t('operations.statisticsTitle') })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/betrieb" size="sm">
          {t('operations.backToOperations')}
        </Anchor>
        <div>
          <Title order={1}>{t('operations.statisticsTitle')}</Title>
          <Text c="dimmed">{t('operations.statisticsIntro')}</Text>
        </div>
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="statistics-period">
              {t('operations.period')}
            </Text>
            <SegmentedControl
              aria-labelledby="statistics-period"
              value={String(data.days)}
              onChange={choosePeriod}
              data={STATISTICS_PERIODS.map((days) => ({
                value: String(days),
                label: t('operations.periodDays', { count: days }),
              }))}
            />
          </Stack>
          {data.overview && (
            <Text size="sm" c="dimmed">
              {t('operations.periodRange', {
                from: longDay.format(dayOf(data.overview.from)),
                to: longDay.format(dayOf(data.overview.to)),
              })}
            </Text>
          )}
        </Group>
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{t('operations.loading')}</Text>
          </Group>
        ) : data.error !== null ? (
          <Callout color="red" variant="light" role="alert" title={t('operations.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{data.error}</Text>
              <Button variant="default" size="xs" onClick={() => void revalidator.revalidate()}>
                {t('operations.retry')}
              </Button>
            </Stack>
          </Callout>
        ) : (
          <Figures overview={data.overview} />
        )}
      </Stack>
    </Container>
  );
}
