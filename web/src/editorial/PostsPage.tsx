import {
  Alert as Callout,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { magazinePostStateValues, type EditorPostSummary, type MagazinePostState } from '@spielraum/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { formatBerlinDateTime } from './berlin-time';
import type { EditorPostsQuery } from './editorial-api';
import type { editorPostsLoader } from './editorial-loaders';
import classes from './editorial.module.css';
import { PostStateBadge, STATE_KEYS } from './PostStateBadge';
import { QueuePagination } from './QueuePagination';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

function PostDate({ post }: { post: EditorPostSummary }) {
  const { t } = useTranslation();
  if (post.published_at !== null && post.state !== 'draft')
    return (
      <time dateTime={post.published_at}>
        {post.state === 'scheduled'
          ? t('editorial.dateScheduled', { date: formatBerlinDateTime(post.published_at) })
          : t('editorial.datePublished', { date: formatBerlinDateTime(post.published_at) })}
      </time>
    );
  return (
    <time dateTime={post.updated_at}>
      {t('editorial.dateUpdated', { date: formatBerlinDateTime(post.updated_at) })}
    </time>
  );
}

function PostRow({ post }: { post: EditorPostSummary }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td className={classes.titleCell}>
        <Anchor component={Link} to={`/redaktion/magazin/${post.id}`} fw={600}>
          {post.title || t('editorial.untitled')}
        </Anchor>
      </Table.Td>
      <Table.Td>{post.category_title}</Table.Td>
      <Table.Td>
        <PostStateBadge state={post.state} publishedAt={post.published_at} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <PostDate post={post} />
        </Text>
      </Table.Td>
      <Table.Td>{post.author_name}</Table.Td>
      <Table.Td ta="right">
        {post.pending_comments > 0 ? (
          <Badge
            color="orange"
            variant="light"
            aria-label={t('editorial.pendingComments', { count: post.pending_comments })}
          >
            {post.pending_comments}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" aria-label={t('editorial.pendingComments', { count: 0 })}>
            0
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The title search; it starts again from the address when that changes (back, forward). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch(q: string | undefined): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim() || undefined);
  };
  return (
    <form onSubmit={submit} style={{ flex: '1 1 240px' }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          type="search"
          label={t('editorial.search')}
          placeholder={t('editorial.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          {t('editorial.searchSubmit')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * `/redaktion/magazin`: every post with its state, filtered by state and category, searched by
 * title, page by page. On phones the table scrolls sideways; the title (the link to the
 * editor) comes first.
 */
export function PostsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof editorPostsLoader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const { query } = data;
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/redaktion/magazin';

  // merged into the address, not into the loaded data: a second filter chosen while the first
  // one's list still loads keeps the first
  const navigateTo = (next: Partial<EditorPostsQuery>) => {
    const params = new URLSearchParams(searchParams);
    params.delete('page');
    for (const [key, value] of Object.entries(next)) {
      if (key === 'page') {
        if (typeof value === 'number' && value > 1) params.set('page', String(value));
      } else if (value) params.set(key, String(value));
      else params.delete(key);
    }
    const ordered = new URLSearchParams();
    for (const key of ['state', 'category', 'q', 'page']) {
      const value = params.get(key);
      if (value) ordered.set(key, value);
    }
    setSearchParams(ordered);
  };
  const filtered = Boolean(query.state || query.category || query.q);
  const list = data.list;

  return (
    <Container size="xl" py="xl">
      <title>{t('app.pageTitle', { title: t('editorial.postsTitle') })}</title>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1}>{t('editorial.postsTitle')}</Title>
          <Button component={Link} to="/redaktion/magazin/neu">
            {t('editorial.newPost')}
          </Button>
        </Group>

        <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('editorial.filters')}>
          <SearchBox key={query.q ?? ''} initial={query.q ?? ''} onSearch={(q) => navigateTo({ q })} />
          <NativeSelect
            label={t('editorial.stateFilter')}
            value={searchParams.get('state') ?? ''}
            onChange={(event) =>
              navigateTo({ state: (event.currentTarget.value || undefined) as MagazinePostState | undefined })
            }
            data={[
              { value: '', label: t('editorial.allStates') },
              ...magazinePostStateValues.map((state) => ({ value: state, label: t(STATE_KEYS[state]) })),
            ]}
            style={{ flex: '1 1 160px' }}
          />
          <NativeSelect
            label={t('editorial.categoryFilter')}
            value={searchParams.get('category') ?? ''}
            onChange={(event) => navigateTo({ category: event.currentTarget.value || undefined })}
            data={[
              { value: '', label: t('editorial.allCategories') },
              ...(list?.categories ?? []).map((category) => ({
                value: category.slug,
                label: category.title,
              })),
            ]}
            style={{ flex: '1 1 160px' }}
          />
        </Group>

        {loading && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('editorial.loadingPosts')}</Text>
          </Group>
        )}

        {data.error !== null ? (
          <Callout color="red" title={t('editorial.postsLoadFailed')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{data.error}</Text>
              <Button
                size="xs"
                variant="light"
                loading={revalidator.state === 'loading'}
                onClick={() => void revalidator.revalidate()}
              >
                {t('editorial.retry')}
              </Button>
            </Stack>
          </Callout>
        ) : data.list.posts.length === 0 ? (
          <Text>{filtered ? t('editorial.postsEmptyFiltered') : t('editorial.postsEmpty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('editorial.postsTotal', { count: data.list.total })}
            </Text>
            <Table.ScrollContainer minWidth={860} type="native">
              <Table striped highlightOnHover aria-label={t('editorial.postsTitle')} aria-busy={loading}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('editorial.columnTitle')}</Table.Th>
                    <Table.Th>{t('editorial.columnCategory')}</Table.Th>
                    <Table.Th>{t('editorial.columnState')}</Table.Th>
                    <Table.Th>{t('editorial.columnDate')}</Table.Th>
                    <Table.Th>{t('editorial.columnAuthor')}</Table.Th>
                    <Table.Th ta="right">{t('editorial.columnComments')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.posts.map((post) => (
                    <PostRow key={post.id} post={post} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <QueuePagination
              total={data.list.pages}
              value={query.page}
              onChange={(page) => navigateTo({ page })}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
