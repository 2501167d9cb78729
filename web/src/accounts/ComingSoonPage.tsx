import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A guarded area whose page a later issue builds (wish lists, collections, alerts, …). The
 * route and its guard exist now so that login, verification and permissions already hold.
 */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('accounts.comingSoon')}</Text>
      </Stack>
    </Container>
  );
}
