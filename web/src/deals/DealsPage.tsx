import { Box, Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_GROUPS, type CategorySlug } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigation } from 'react-router';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { useLocalizedTitle } from '../i18n/localized';
import { BreadcrumbTrail, breadcrumbPageJsonLd } from '../shared/breadcrumbs';
import { GameCard } from '../shared/GameCard';
import { dealsPath, type DealsData } from './deals-data';
import './page-texts';
import classes from './deals.module.css';

/** The category links: all, then every product group with its number of real discounts. */
function CategoryFilter({ data }: { data: DealsData['deals'] }) {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const all = data.categories.reduce((sum, category) => sum + category.count, 0);
  const entries: { slug: CategorySlug | null; name: string; count: number }[] = [
    { slug: null, name: t('deals.allCategories'), count: all },
    ...PRODUCT_GROUPS.map((group) => ({
      slug: group.slug,
      name: localized(group.title),
      count: data.categories.find((category) => category.slug === group.slug)?.count ?? 0,
    })),
  ];
  return (
    <Group component="nav" aria-label={t('deals.filterLabel')} gap="xs" className={classes.filter}>
      {entries.map((entry) => {
        const current = entry.slug === data.category;
        return (
          <Button
            key={entry.slug ?? 'all'}
            component={Link}
            to={dealsPath({ category: entry.slug, page: 1 })}
            size="compact-md"
            radius="xl"
            variant={current ? 'filled' : 'default'}
            aria-current={current ? 'page' : undefined}
            className={classes.filterLink}
          >
            {t('deals.categoryCount', { name: entry.name, count: entry.count })}
          </Button>
        );
      })}
    </Group>
  );
}

function Pager({ data }: { data: DealsData['deals'] }) {
  const { t } = useTranslation();
  const { page, pages, category } = data;
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((value) => value >= 1 && value <= pages)
    .sort((a, b) => a - b);
  const hrefOf = (value: number) => dealsPath({ category, page: value });
  return (
    <Group component="nav" aria-label={t('deals.pagination')} justify="center" gap="xs" wrap="wrap">
      {page > 1 && (
        <Button component={Link} to={hrefOf(page - 1)} variant="default" size="sm" rel="prev">
          {t('deals.previousPage')}
        </Button>
      )}
      {numbers.map((value) => (
        <Button
          key={value}
          component={Link}
          to={hrefOf(value)}
          size="sm"
          variant={value === page ? 'filled' : 'default'}
          aria-current={value === page ? 'page' : undefined}
          aria-label={t('deals.pageLabel', { page: value })}
        >
          {value}
        </Button>
      ))}
      {page < pages && (
        <Button component={Link} to={hrefOf(page + 1)} variant="default" size="sm" rel="next">
          {t('deals.nextPage')}
        </Button>
      )}
    </Group>
  );
}

/** What the list shows when it has no deal: the category's, the whole list's or a page's empty state. */
function EmptyState({ data }: { data: DealsData['deals'] }) {
  const { t } = useTranslation();
  const text =
    data.page > 1 && data.total > 0
      ? t('deals.pageEmpty')
      : data.category === null
        ? t('deals.empty')
        : t('deals.emptyInCategory');
  return (
    <Stack gap="sm" align="flex-start" className={classes.empty}>
      <Text size="lg">{text}</Text>
      {(data.category !== null || data.page > 1) && (
        <Button component={Link} to={dealsPath({ category: null, page: 1 })} variant="light">
          {t('deals.showAll')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * `/preisstuerze`: games whose best offer is a real discount, the biggest first, with a link per
 * category and pages. Every filter and page is a link, so the list works without JavaScript and
 * by keyboard; while the next list loads, the current one is marked busy.
 */
export function DealsPage() {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const absolute = usePublicUrl();
  const { deals } = useLoaderData<DealsData>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/preisstuerze';
  const group = PRODUCT_GROUPS.find((candidate) => candidate.slug === deals.category);
  const categoryName = group ? localized(group.title) : null;
  const heading = categoryName ? t('deals.titleInCategory', { category: categoryName }) : t('deals.title');
  const title = deals.page > 1 ? t('deals.pageTitleWithPage', { title: heading, page: deals.page }) : heading;
  const path = dealsPath({ category: deals.category, page: deals.page });
  const crumbs = [
    { name: t('deals.home'), path: '/' },
    ...(categoryName
      ? [
          { name: t('deals.title'), path: '/preisstuerze' },
          { name: categoryName, path },
        ]
      : [{ name: t('deals.title'), path }]),
  ];

  return (
    <Container size="xl" py="xl">
      <PageHead
        title={title}
        description={
          categoryName ? t('deals.descriptionInCategory', { category: categoryName }) : t('deals.description')
        }
        path={path}
        jsonLd={breadcrumbPageJsonLd(
          crumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) })),
        )}
      />
      <BreadcrumbTrail label={t('deals.breadcrumbLabel')} crumbs={crumbs} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{heading}</Title>
          <Text c="dimmed" maw={760}>
            {t('deals.intro')}
          </Text>
        </Stack>
        <CategoryFilter data={deals} />
        <Group gap="sm" mih={24}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {loading ? t('deals.loading') : t('deals.resultCount', { count: deals.total })}
          </Text>
          {loading && <Loader size="xs" aria-hidden="true" />}
        </Group>
        <Box aria-busy={loading} className={loading ? `${classes.results} ${classes.busy}` : classes.results}>
          {deals.deals.length === 0 ? (
            <EmptyState data={deals} />
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
              spacing="lg"
              className={classes.list}
            >
              {deals.deals.map((deal, index) => (
                <li key={deal.game.product_id}>
                  <GameCard game={deal.game} compactOnPhone priorityCover={index < 4} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Box>
        <Pager data={deals} />
      </Stack>
    </Container>
  );
}
