import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ModerationQueue } from '../editorial/ModerationQueue';
import { moderateCuratorComment } from './recommendations-api';
import type { curatorCommentsLoader } from './recommendations-loaders';
// the recommendation texts load with these pages, not with every page
import './page-texts';

/**
 * `/recommendationscomments`: the curator decides the comments on their own lists in the
 * editors' queue widget (approve, reject with a reason, correct and approve), limited by the
 * API to those lists and to list comments, so there is no kind filter. The editorial team can
 * still decide them in its own queue.
 */
export function CuratorCommentsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof curatorCommentsLoader>();
  const heading = t('recommendations.commentsTitle');

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: heading })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/recommendationsmanagement" size="sm">
          {t('recommendations.backToLists')}
        </Anchor>
        <Stack gap="xs">
          <Title order={1}>{heading}</Title>
          <Text c="dimmed" maw={720}>
            {t('recommendations.commentsIntro')}
          </Text>
        </Stack>
        <ModerationQueue
          path="/recommendationscomments"
          data={data}
          moderate={moderateCuratorComment}
          showKindFilter={false}
        />
      </Stack>
    </Container>
  );
}
