import { Anchor, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DealerAreaShop } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { formatCount } from '../shared/format';
import { shopPath, type DealerAreaData } from './dealer-area-loaders';
import { PriceTableLogo, publicShopPath } from './shop-preview';
import './page-texts';

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function FeedRunLine({ shop }: { shop: DealerAreaShop }) {
  const { t } = useTranslation();
  const run = shop.last_feed_run;
  return (
    <Text size="sm">
      {t('dealerArea.lastFeedRun')}:{' '}
      {run === null ? (
        t('dealerArea.noFeedRun')
      ) : (
        <time dateTime={run.at}>
          {t('dealerArea.feedRunAt', {
            status: t(`dealerArea.feedRunStatus.${run.status}`),
            time: berlinTime.format(new Date(run.at)),
          })}
        </time>
      )}
    </Text>
  );
}

function ShopCard({ shop }: { shop: DealerAreaShop }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PriceTableLogo shop={shop} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {shop.name}
            </Title>
            <div>
              <Badge
                variant="light"
                color={shop.active ? 'green' : 'gray'}
                tt="none"
                style={{ '--badge-color': 'var(--mantine-color-text)' }}
              >
                {shop.active ? t('dealerArea.shopActive') : t('dealerArea.shopInactive')}
              </Badge>
            </div>
          </Stack>
        </Group>
        {!shop.active && (
          <Text size="sm" c="dimmed">
            {t('dealerArea.shopInactiveHint')}
          </Text>
        )}
        <Text size="sm">
          {t('dealerArea.offers', { count: shop.offer_count, countText: formatCount(shop.offer_count) })}
        </Text>
        <FeedRunLine shop={shop} />
        <Group gap="md">
          <Anchor component={Link} to={shopPath(shop.id)} size="sm">
            {t('dealerArea.manageShop', { name: shop.name })}
          </Anchor>
          {shop.active && (
            <Anchor component={Link} to={publicShopPath(shop.slug)} size="sm">
              {t('dealerArea.publicPageOf', { name: shop.name })}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** `/haendlerbereich`: the shops the signed-in dealer account manages (the guard keeps out the rest). */
export function DealerAreaPage() {
  const { t } = useTranslation();
  const { shops } = useLoaderData<DealerAreaData>();
  return (
    <Container size="lg" py="xl">
      <title>{t('app.pageTitle', { title: t('dealerArea.areaTitle') })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('dealerArea.areaTitle')}</Title>
          <Text c="dimmed" mt={4}>
            {t('dealerArea.areaIntro')}
          </Text>
        </div>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          aria-label={t('dealerArea.shopsLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shops.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
