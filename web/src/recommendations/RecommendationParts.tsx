import { Button, Group, Text } from '@mantine/core';
import { formatEuroCents, type RecommendationListCard } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './recommendations.module.css';
// the recommendation texts load with these pages, not with every page
import './page-texts';

export type Visibility = 'public' | 'unlisted' | 'private';

export const VISIBILITY_KEYS = {
  public: 'recommendations.visibilityPublic',
  unlisted: 'recommendations.visibilityUnlisted',
  private: 'recommendations.visibilityPrivate',
} as const satisfies Record<Visibility, string>;

export const VISIBILITY_HINT_KEYS = {
  public: 'recommendations.visibilityPublicHint',
  unlisted: 'recommendations.visibilityUnlistedHint',
  private: 'recommendations.visibilityPrivateHint',
} as const satisfies Record<Visibility, string>;

export const VISIBILITY_COLORS: Record<Visibility, string> = {
  public: 'forest',
  unlisted: 'yellow',
  private: 'gray',
};

/** The address of a list's public page. */
export function listPath(list: Pick<RecommendationListCard, 'slug'>): string {
  return `/recommendations/${list.slug}`;
}

/** `path` for page 1, `path?page=N` after it: the canonical address of a list page. */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * "ganze Liste ab 123,45 € inkl. Versand", and when not every game has an offer, for how many
 * the sum holds; without any offer a plain sentence instead of "ab 0,00 €".
 */
export function useSumLine() {
  const { t } = useTranslation();
  return (list: Pick<RecommendationListCard, 'best_total_sum' | 'priced_count' | 'game_count'>): string => {
    if (list.best_total_sum === null || list.priced_count === 0) return t('recommendations.sumNone');
    const whole = t('recommendations.sumWhole', { price: formatEuroCents(list.best_total_sum) });
    if (list.priced_count >= list.game_count) return whole;
    return `${whole} (${t('recommendations.sumPartial', { priced: list.priced_count, games: list.game_count })})`;
  };
}

/** Where a list has no cover: a placeholder that reads as part of the design, not as a missing image. */
export function CoverPlaceholder() {
  return (
    <div className={classes.coverPlaceholder} aria-hidden="true">
      ♟
    </div>
  );
}

/**
 * Paging as real links (`?page=2`), so every page can be opened, shared and crawled; the first
 * page is the address without `?page`.
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
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((value) => value >= 1 && value <= pages)
    .sort((a, b) => a - b);
  return (
    <Group component="nav" aria-label={t('recommendations.pagination')} justify="center" gap="xs" wrap="wrap">
      {page > 1 && (
        <Button component={Link} to={hrefOf(page - 1)} variant="default" size="sm" rel="prev">
          {t('recommendations.previousPage')}
        </Button>
      )}
      {numbers.map((value, index) => (
        <Group key={value} gap="xs" wrap="nowrap">
          {index > 0 && value - numbers[index - 1]! > 1 && (
            <Text c="dimmed" aria-hidden="true">
              …
            </Text>
          )}
          <Button
            component={Link}
            to={hrefOf(value)}
            size="sm"
            variant={value === page ? 'filled' : 'default'}
            aria-current={value === page ? 'page' : undefined}
            aria-label={t('recommendations.pageLabel', { page: value })}
          >
            {value}
          </Button>
        </Group>
      ))}
      {page < pages && (
        <Button component={Link} to={hrefOf(page + 1)} variant="default" size="sm" rel="next">
          {t('recommendations.nextPage')}
        </Button>
      )}
    </Group>
  );
}

/** The intro as the curator typed it: plain text, a blank line between paragraphs; never HTML. */
export function IntroText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  if (paragraphs.length === 0) return null;
  return (
    <div className={classes.intro}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
