import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { moderateItem } from './editorial-api';
import type { moderationLoader } from './editorial-loaders';
import { ModerationQueue } from './ModerationQueue';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

/**
 * `/redaktion/moderation`: the one queue of reviews, magazine comments and recommendation-list
 * comments (SPEC §3, §4: public only after the editors' check), filtered by kind and status.
 * The queue itself is a widget the curators' comment page shows too.
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof moderationLoader>();

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: t('editorial.moderationTitle') })}</title>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('editorial.moderationTitle')}</Title>
          <Text c="dimmed">{t('editorial.moderationIntro')}</Text>
        </Stack>
        <ModerationQueue path="/redaktion/moderation" data={data} moderate={moderateItem} showKindFilter />
      </Stack>
    </Container>
  );
}
