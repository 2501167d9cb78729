import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A centred message page: optional status line, title, text and actions. */
export function StatusPage({
  status,
  title,
  text,
  actions,
}: {
  status?: number;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <title>{t('app.pageTitle', { title })}</title>
      <Stack align="center" gap="md" ta="center">
        {status !== undefined && (
          <Text c="forest.8" fw={700} size="sm" tt="uppercase">
            {t('errors.statusLabel', { status })}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          {text}
        </Text>
        {actions && (
          <Group justify="center" mt="md">
            {actions}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
