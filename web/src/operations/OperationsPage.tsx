import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

function ToolCard({ title, text, link }: { title: string; text: string; link: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {link}
      </Stack>
    </Card>
  );
}

/** `/betrieb`: the operators' tools, each a card with its link. */
export function OperationsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <title>{t('app.pageTitle', { title: t('operations.title') })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('operations.title')}</Title>
          <Text c="dimmed">{t('operations.intro')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ToolCard
            title={t('operations.statisticsCard')}
            text={t('operations.statisticsCardText')}
            link={
              <Anchor component={Link} to="/betrieb/statistik" fw={600}>
                {t('operations.open')}: {t('operations.statisticsCard')}
              </Anchor>
            }
          />
          <ToolCard
            title={t('operations.contactCard')}
            text={t('operations.contactCardText')}
            link={
              <Anchor component={Link} to="/betrieb/kontakt" fw={600}>
                {t('operations.open')}: {t('operations.contactCard')}
              </Anchor>
            }
          />
          <ToolCard
            title={t('operations.dealerSettings.card')}
            text={t('operations.dealerSettings.cardText')}
            link={
              <Anchor component={Link} to="/betrieb/haendler" fw={600}>
                {t('operations.open')}: {t('operations.dealerSettings.card')}
              </Anchor>
            }
          />
          <ToolCard
            title={t('operations.feedRuns.card')}
            text={t('operations.feedRuns.cardText')}
            link={
              <Anchor component={Link} to="/betrieb/feeds" fw={600}>
                {t('operations.open')}: {t('operations.feedRuns.card')}
              </Anchor>
            }
          />
          <ToolCard
            title={t('operations.unmatched.card')}
            text={t('operations.unmatched.cardText')}
            link={
              <Anchor component={Link} to="/betrieb/unzugeordnet" fw={600}>
                {t('operations.open')}: {t('operations.unmatched.card')}
              </Anchor>
            }
          />
          <ToolCard
            title={t('operations.queuesCard')}
            text={t('operations.queuesCardText')}
            link={
              <Anchor component={Link} to="/betrieb/warteschlangen" fw={600}>
                {t('operations.open')}: {t('operations.queuesCard')}
              </Anchor>
            }
          />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
