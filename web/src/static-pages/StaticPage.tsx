import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PageHead } from '../head/PageHead';
import { useInAppLinks } from '../shared/in-app-links';
import { formatBerlinDate } from '../shared/format';
import type { StaticPageData } from './static-page-data';
import { PAGE_EXTRAS } from './page-extras';
import classes from './static-page.module.css';

/**
 * A static page (contact, legal notice, jobs, …): the title, the text and, below it, what the
 * page builds rather than says (`PAGE_EXTRAS`: the contact form, the feed formats, the dealer
 * directory). `html` is rendered by
 * search-api from the stored document structure (schema `renderMagazineDocument`: only
 * whitelisted nodes and marks, every text escaped, links only to safe targets), so it needs no
 * sanitiser here. "Stand" shows once an editor has changed the shipped text.
 */
export function StaticPage() {
  const { t } = useTranslation();
  const page = useLoaderData<StaticPageData>();
  const onBodyClick = useInAppLinks();
  const Extra = PAGE_EXTRAS[page.path];

  return (
    <Container size="md" py="xl">
      <PageHead title={page.title} description={page.description} path={`/${page.path}`} />
      <Stack gap="lg">
        <article className={classes.article} aria-labelledby="static-page-title">
          <Stack gap="lg">
            <Title order={1} id="static-page-title" style={{ overflowWrap: 'anywhere' }}>
              {page.title}
            </Title>
            <div
              className={classes.body}
              onClick={onBodyClick}
              dangerouslySetInnerHTML={{ __html: page.html }}
            />
            {page.updated_at !== null && (
              <Text size="sm" c="dimmed">
                {t('staticPages.updatedAt')}{' '}
                <time dateTime={page.updated_at}>{formatBerlinDate(page.updated_at)}</time>
              </Text>
            )}
          </Stack>
        </article>
        {Extra && (
          <div className={classes.extra}>
            <Extra data={page.extra} />
          </div>
        )}
      </Stack>
    </Container>
  );
}
