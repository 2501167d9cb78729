import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { breadcrumbPageJsonLd } from './magazine-json-ld';
import type { magazineCategoryLoader } from './magazine-loaders';
import { CategoryNav, MagazineSearchForm, Pager, pagedPath, PostGrid } from './MagazineParts';

/** `/magazine/:slug`: one category with its description and posts, with paging. */
export function MagazineCategoryPage() {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const { page, magazine } = useLoaderData<typeof magazineCategoryLoader>();
  const { category } = magazine;
  const path = `/magazine/${category.slug}`;
  const heading = t('magazine.categoryTitle', { title: category.title });
  const title = page > 1 ? t('magazine.pageTitleWithPage', { title: heading, page }) : heading;

  return (
    <Container size="xl" py="xl">
      <PageHead
        title={title}
        description={category.description || t('magazine.categoryDescription', { title: category.title })}
        path={pagedPath(path, page)}
        jsonLd={breadcrumbPageJsonLd([
          { name: t('magazine.home'), url: absolute('/') },
          { name: t('magazine.title'), url: absolute('/magazine') },
          { name: category.title, url: absolute(path) },
        ])}
      />
      <Stack gap="lg">
        <nav aria-label={t('magazine.breadcrumbLabel')}>
          <Breadcrumbs separator="›">
            <Anchor component={Link} to="/" size="sm">
              {t('magazine.home')}
            </Anchor>
            <Anchor component={Link} to="/magazine" size="sm">
              {t('magazine.title')}
            </Anchor>
            <Text size="sm" aria-current="page">
              {category.title}
            </Text>
          </Breadcrumbs>
        </nav>
        <Stack gap="xs">
          <Title order={1}>{category.title}</Title>
          {category.description !== '' && (
            <Text c="dimmed" maw={720} style={{ whiteSpace: 'pre-line' }}>
              {category.description}
            </Text>
          )}
        </Stack>
        <CategoryNav categories={magazine.categories} current={category.slug} />
        <Stack maw={560}>
          <MagazineSearchForm />
        </Stack>
        {magazine.posts.length === 0 ? (
          <Text>{page > 1 ? t('magazine.pageEmpty') : t('magazine.categoryEmpty')}</Text>
        ) : (
          <PostGrid posts={magazine.posts} />
        )}
        <Pager page={page} pages={magazine.pages} hrefOf={(value) => pagedPath(path, value)} />
      </Stack>
    </Container>
  );
}
