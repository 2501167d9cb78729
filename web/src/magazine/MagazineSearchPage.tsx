import { Anchor, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PageHead } from '../head/PageHead';
import type { magazineSearchLoader } from './magazine-loaders';
import { Highlighted, MagazineSearchForm, Pager, PostTile } from './MagazineParts';

const SEARCH_PATH = '/magazine/searchterm';

function searchHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

function NoHits() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('magazine.noHitsTitle')}
      </Title>
      <Text>{t('magazine.noHitsTipsIntro')}</Text>
      <List>
        <List.Item>{t('magazine.noHitsTipSpelling')}</List.Item>
        <List.Item>{t('magazine.noHitsTipFewerWords')}</List.Item>
        <List.Item>{t('magazine.noHitsTipGeneral')}</List.Item>
        <List.Item>
          <Anchor component={Link} to="/magazine">
            {t('magazine.noHitsTipBrowse')}
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}

/**
 * `/magazine/searchterm?q=`: the search form (a GET form that works without JavaScript) and the
 * posts found, their matches marked in title and snippet, with paging. Result pages stay out of
 * search engines; their canonical is the search page itself.
 */
export function MagazineSearchPage() {
  const { t } = useTranslation();
  const { query, page, result } = useLoaderData<typeof magazineSearchLoader>();
  const title = query === '' ? t('magazine.searchTitle') : t('magazine.searchTitleFor', { query });

  return (
    <Container size="xl" py="xl">
      <PageHead
        title={title}
        description={t('magazine.searchDescription')}
        path={SEARCH_PATH}
        noindex={query !== ''}
      />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('magazine.searchTitle')}</Title>
          <Anchor component={Link} to="/magazine" size="sm" w="fit-content">
            {t('magazine.backToMagazine')}
          </Anchor>
        </Stack>
        <Stack maw={640}>
          <MagazineSearchForm query={query} autoFocus={query === ''} />
        </Stack>
        {result === null ? (
          <Text c="dimmed">{t('magazine.searchHint')}</Text>
        ) : result.hits.length === 0 ? (
          <NoHits />
        ) : (
          <>
            <Text role="status" fw={600}>
              {t('magazine.searchTotal', { count: result.total, query: result.query || query })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {result.hits.map((hit) => (
                <PostTile
                  key={hit.post.id}
                  post={hit.post}
                  title={<Highlighted segments={hit.title} />}
                  teaser={hit.snippet.length > 0 ? <Highlighted segments={hit.snippet} /> : undefined}
                />
              ))}
            </SimpleGrid>
            <Pager page={page} pages={result.pages} hrefOf={(value) => searchHref(query, value)} />
          </>
        )}
      </Stack>
    </Container>
  );
}
