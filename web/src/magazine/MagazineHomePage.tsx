import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PageHead } from '../head/PageHead';
import type { magazineHomeLoader } from './magazine-loaders';
import { CategoryNav, MagazineSearchForm, Pager, pagedPath, PostGrid } from './MagazineParts';

/** `/magazine`: the categories, a search field and the latest posts of all categories, with paging. */
export function MagazineHomePage() {
  const { t } = useTranslation();
  const { page, magazine } = useLoaderData<typeof magazineHomeLoader>();
  const title =
    page > 1 ? t('magazine.pageTitleWithPage', { title: t('magazine.title'), page }) : t('magazine.title');

  return (
    <Container size="xl" py="xl">
      <PageHead title={title} description={t('magazine.description')} path={pagedPath('/magazine', page)} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('magazine.title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('magazine.intro')}
          </Text>
        </Stack>
        <CategoryNav categories={magazine.categories} current={null} />
        <Stack maw={560}>
          <MagazineSearchForm />
        </Stack>
        <Title order={2} size="h3">
          {t('magazine.latest')}
        </Title>
        {magazine.posts.length === 0 ? (
          <Text>{page > 1 ? t('magazine.pageEmpty') : t('magazine.empty')}</Text>
        ) : (
          <PostGrid posts={magazine.posts} headingOrder={3} />
        )}
        <Pager page={page} pages={magazine.pages} hrefOf={(value) => pagedPath('/magazine', value)} />
      </Stack>
    </Container>
  );
}
