import { Alert as Callout, Anchor, Badge, Button, Container, Stack, Table, Text, Title } from '@mantine/core';
import type { EditorSitePageSummary } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { formatBerlinDateTime } from './berlin-time';
import type { sitePagesLoader } from './editorial-loaders';
import classes from './editorial.module.css';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

function LastChange({ page }: { page: EditorSitePageSummary }) {
  const { t } = useTranslation();
  if (page.updated_at === null)
    return (
      <Text size="sm" c="dimmed">
        {t('editorial.sitePageNeverChanged')}
      </Text>
    );
  const date = formatBerlinDateTime(page.updated_at);
  return (
    <Text size="sm">
      <time dateTime={page.updated_at}>
        {page.updated_by_name === null
          ? t('editorial.sitePageChangedByUnknown', { date })
          : t('editorial.sitePageChangedBy', { date, name: page.updated_by_name })}
      </time>
    </Text>
  );
}

function PageRow({ page }: { page: EditorSitePageSummary }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td className={classes.titleCell}>
        <Anchor component={Link} to={`/redaktion/seiten/${page.path}`} fw={600}>
          {page.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {page.edited ? (
          <Badge color="blue" variant="light" tt="none">
            {t('editorial.sitePageEdited')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" tt="none">
            {t('editorial.sitePageShipped')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <LastChange page={page} />
      </Table.Td>
      <Table.Td>
        <Anchor href={`/${page.path}`} target="_blank" rel="noopener" size="sm">
          {t('editorial.sitePageView', { path: page.path })}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/redaktion/seiten`: the static pages (contact, legal notice, …, jobs) with whether the
 * editors changed their text, when and who; each opens its editor. On phones the table scrolls
 * sideways; the title (the link to the editor) comes first.
 */
export function SitePagesPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof sitePagesLoader>();
  const revalidator = useRevalidator();

  return (
    <Container size="xl" py="xl">
      <title>{t('app.pageTitle', { title: t('editorial.sitePagesTitle') })}</title>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('editorial.sitePagesTitle')}</Title>
          <Text maw={720}>{t('editorial.sitePagesIntro')}</Text>
        </Stack>
        {data.error !== null ? (
          <Callout color="red" title={t('editorial.sitePagesLoadFailed')} role="alert">
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
        ) : (
          <Table.ScrollContainer minWidth={720} type="native">
            <Table striped highlightOnHover aria-label={t('editorial.sitePagesTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('editorial.columnPage')}</Table.Th>
                  <Table.Th>{t('editorial.columnText')}</Table.Th>
                  <Table.Th>{t('editorial.columnChange')}</Table.Th>
                  <Table.Th>{t('editorial.columnView')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.pages.map((page) => (
                  <PageRow key={page.path} page={page} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
