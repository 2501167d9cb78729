import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { formatBerlinDate } from '../shared/format';
import type { curatorListsLoader } from './recommendations-loaders';
import { VISIBILITY_COLORS, VISIBILITY_KEYS } from './RecommendationParts';

/**
 * `/recommendationsmanagement`: the curator's own lists with visibility, games, followers, the
 * comments waiting for the editorial team and the last change; "Neue Liste" starts one.
 */
export function CuratorListsPage() {
  const { t } = useTranslation();
  const { lists, error } = useLoaderData<typeof curatorListsLoader>();
  const heading = t('recommendations.managementTitle');

  return (
    <Container size="xl" py="xl">
      <title>{t('app.pageTitle', { title: heading })}</title>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{heading}</Title>
            <Text c="dimmed" maw={720}>
              {t('recommendations.managementIntro')}
            </Text>
          </Stack>
          <Button component={Link} to="/recommendationform/neu">
            {t('recommendations.newList')}
          </Button>
        </Group>
        {error !== null ? (
          <Alert color="red">{t('recommendations.loadFailed', { message: error })}</Alert>
        ) : lists.length === 0 ? (
          <Text>{t('recommendations.managementEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('recommendations.columnTitle')}</Table.Th>
                  <Table.Th scope="col">{t('recommendations.columnVisibility')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('recommendations.columnGames')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('recommendations.columnFollowers')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('recommendations.columnPending')}
                  </Table.Th>
                  <Table.Th scope="col">{t('recommendations.columnUpdated')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('recommendations.columnActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lists.map((list) => (
                  <Table.Tr key={list.id}>
                    <Table.Th scope="row" fw={600}>
                      <Anchor
                        component={Link}
                        to={`/recommendationform/${list.id}`}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {list.title}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>
                      <Badge color={VISIBILITY_COLORS[list.visibility]} variant="light" radius="sm" tt="none">
                        {t(VISIBILITY_KEYS[list.visibility])}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{list.game_count}</Table.Td>
                    <Table.Td ta="right">{list.follower_count}</Table.Td>
                    <Table.Td ta="right">{list.pending_comments}</Table.Td>
                    <Table.Td>
                      <time dateTime={list.updated_at}>{formatBerlinDate(list.updated_at)}</time>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/recommendations/${list.slug}`}
                        aria-label={t('recommendations.viewLabel', { title: list.title })}
                      >
                        {t('recommendations.view')}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Anchor component={Link} to="/recommendationscomments" size="sm">
          {t('recommendations.commentsLink')}
        </Anchor>
      </Stack>
    </Container>
  );
}
