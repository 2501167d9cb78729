import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  magazineImageSources,
  type HighlightSegment,
  type MagazineCategory,
  type MagazinePostCard,
} from '@spielraum/schema';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { formatBerlinDate } from '../shared/format';
import classes from './magazine.module.css';
// the magazine's texts load with its pages, not with every page
import './page-texts';

/** Tiles sit one per row on phones, two on tablets, three on wide screens. */
const TILE_SIZES = '(min-width: 75em) 400px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';

/** The address of a post. */
export function postPath(post: Pick<MagazinePostCard, 'category_slug' | 'slug'>): string {
  return `/magazine/${post.category_slug}/${post.slug}`;
}

/** Author, date in German and reading time, e.g. "Mara Berg · 21.11.2026 · 6 Min. Lesezeit". */
export function PostMeta({ post, size = 'sm' }: { post: MagazinePostCard; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Text size={size} c="dimmed">
      {t('magazine.byline', { author: post.author_name })}
      {' · '}
      <time dateTime={post.published_at}>{formatBerlinDate(post.published_at)}</time>
      {' · '}
      {t('magazine.readingMinutes', { minutes: post.reading_minutes })}
    </Text>
  );
}

/** Text with the query's matches as <mark>: the segments are text, never HTML. */
export function Highlighted({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A post in a list: cover, category, title, teaser, author, date and reading time. A search hit
 * hands in its highlighted title and snippet instead of the plain ones.
 */
export function PostTile({
  post,
  headingOrder = 2,
  title,
  teaser,
}: {
  post: MagazinePostCard;
  headingOrder?: 2 | 3;
  title?: ReactNode;
  teaser?: ReactNode;
}) {
  const cover = post.cover ? magazineImageSources(post.cover) : null;
  return (
    <Card component="article" withBorder padding="md" className={`${classes.tile} ${classes.hit}`}>
      <Card.Section>
        {cover && post.cover ? (
          <img
            className={classes.tileCover}
            src={cover.src}
            srcSet={cover.srcSet ?? undefined}
            sizes={cover.srcSet ? TILE_SIZES : undefined}
            // the title next to it says what the tile is; the picture adds nothing to read aloud
            alt=""
            width={post.cover.width}
            height={post.cover.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={classes.tileCoverEmpty} aria-hidden="true" />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor
          component={Link}
          to={`/magazine/${post.category_slug}`}
          size="xs"
          fw={700}
          tt="uppercase"
          c="forest.8"
          className={classes.tileCategory}
        >
          {post.category_title}
        </Anchor>
        <Title order={headingOrder} size="h4">
          <Link to={postPath(post)} className={classes.tileLink}>
            {title ?? post.title}
          </Link>
        </Title>
        {(teaser !== undefined || post.teaser !== '') && (
          <Text size="sm" lineClamp={4}>
            {teaser ?? post.teaser}
          </Text>
        )}
        <PostMeta post={post} size="xs" />
      </Stack>
    </Card>
  );
}

/** The tiles of a list page. */
export function PostGrid({ posts, headingOrder = 2 }: { posts: MagazinePostCard[]; headingOrder?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {posts.map((post) => (
        <PostTile key={post.id} post={post} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}

/** The categories as links; the current one is marked. */
export function CategoryNav({
  categories,
  current,
}: {
  categories: MagazineCategory[];
  /** The slug of the category shown, null on the magazine's start. */
  current: string | null;
}) {
  const { t } = useTranslation();
  const chip = (key: string, to: string, label: string, active: boolean) => (
    <li key={key}>
      <Button
        component={Link}
        to={to}
        size="xs"
        radius="xl"
        variant={active ? 'filled' : 'light'}
        aria-current={active ? 'page' : undefined}
      >
        {label}
      </Button>
    </li>
  );
  return (
    <nav aria-label={t('magazine.categoriesLabel')}>
      <ul className={classes.chips}>
        {chip('all', '/magazine', t('magazine.allCategories'), current === null)}
        {categories.map((category) =>
          chip(category.slug, `/magazine/${category.slug}`, category.title, category.slug === current),
        )}
      </ul>
    </nav>
  );
}

/**
 * The magazine search: a plain GET form to /magazine/searchterm, so it works before (and
 * without) JavaScript; with it, react-router navigates without reloading.
 */
export function MagazineSearchForm({
  query = '',
  autoFocus = false,
}: {
  query?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/magazine/searchterm" role="search" aria-label={t('magazine.searchLabel')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          name="q"
          type="search"
          label={t('magazine.searchInputLabel')}
          placeholder={t('magazine.searchPlaceholder')}
          defaultValue={query}
          // a new query from the address (back, a link) replaces what is in the field
          key={query}
          maxLength={200}
          autoFocus={autoFocus}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit">{t('magazine.searchButton')}</Button>
      </Group>
    </Form>
  );
}

/** The window of page numbers shown around the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1)
      result.push(value - previous === 2 ? value - 1 : null);
    result.push(value);
  }
  return result;
}

/**
 * Paging as real links (`?page=2`), so every page can be opened, shared and crawled, and the
 * first page is the address without `?page`.
 */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf(page: number): string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('magazine.pagination')} justify="center" gap="xs" wrap="wrap">
      {page > 1 && (
        <Button component={Link} to={hrefOf(page - 1)} variant="default" size="sm" rel="prev">
          {t('magazine.previousPage')}
        </Button>
      )}
      {pageWindow(page, pages).map((value, index) =>
        value === null ? (
          <Text key={`gap-${index}`} c="dimmed" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={value}
            component={Link}
            to={hrefOf(value)}
            size="sm"
            variant={value === page ? 'filled' : 'default'}
            aria-current={value === page ? 'page' : undefined}
            aria-label={t('magazine.pageLabel', { page: value })}
          >
            {value}
          </Button>
        ),
      )}
      {page < pages && (
        <Button component={Link} to={hrefOf(page + 1)} variant="default" size="sm" rel="next">
          {t('magazine.nextPage')}
        </Button>
      )}
    </Group>
  );
}

/** `path` for page 1, `path?page=N` after it: the canonical address of a list page. */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** A category chip-like badge for the post page. */
export function CategoryBadge({ slug, title }: { slug: string; title: string }) {
  return (
    <Badge
      component={Link}
      to={`/magazine/${slug}`}
      variant="light"
      radius="sm"
      tt="none"
      style={{ cursor: 'pointer' }}
    >
      {title}
    </Badge>
  );
}
