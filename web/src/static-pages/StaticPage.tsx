import { Container, Stack, Text, Title } from '@mantine/core';
import { STATIC_PAGES } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { useLocalizedTitle } from '../i18n/localized';
import type { StaticPagePath } from './static-page-paths';

/** A static page (contact, legal notice, …): its title and what it is for; real content comes later. */
export function StaticPage({ path }: { path: StaticPagePath }) {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const page = STATIC_PAGES.find((candidate) => candidate.path === path);
  const title = page ? localized(page.title) : path;

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{t(`staticPages.purpose.${path}`)}</Text>
        <Text c="dimmed">{t('staticPages.comingSoon')}</Text>
      </Stack>
    </Container>
  );
}
