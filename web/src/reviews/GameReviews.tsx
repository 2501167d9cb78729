import { Button, Group, Stack, Text } from '@mantine/core';
import type { GamePage } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadOnIntent } from '../app/layout/load-on-intent';
import { formatRating } from '../shared/format';
import { RatingDistribution } from './RatingDistribution';
import { ReviewList } from './ReviewArticle';
import type { ReviewSummary } from './review-summary';
import { Stars } from './Stars';

// Sorting, paging, the review form, "Hilfreich" and "Melden" (Mantine's Modal, Rating,
// Pagination, zod and the review contracts) load on the first pointer over the section or on
// the first focus or click of "Bewertung schreiben", not with the game page (170 KB budget).
const loadPanel = () => import('./ReviewsPanel');

/** The stars per level, known from the page's data only when it carries every published review. */
function summaryOf(reviews: GamePage['reviews']): ReviewSummary {
  const complete = reviews.items.length === reviews.count;
  const distribution = [0, 0, 0, 0, 0];
  for (const review of reviews.items)
    distribution[review.rating - 1] = (distribution[review.rating - 1] ?? 0) + 1;
  return {
    average: reviews.average,
    count: reviews.count,
    distribution: complete && reviews.count > 0 ? distribution : null,
  };
}

/**
 * The game page's reviews (SPEC §3, §4): average, count and distribution, the note how reviews
 * are checked, and the published reviews as the page's data brings them, server-rendered for
 * first paint and search engines. The interactive part takes over when the user turns to it.
 */
export function GameReviews({
  productId,
  title,
  reviews,
}: {
  productId: number;
  title: string;
  reviews: GamePage['reviews'];
}) {
  const { t } = useTranslation();
  const { loaded, intent, handlers } = useLoadOnIntent(loadPanel);
  const [summary, setSummary] = useState(() => summaryOf(reviews));
  // another game's page (or the same one read again) brings its own reviews
  const [shownReviews, setShownReviews] = useState(reviews);
  if (reviews !== shownReviews) {
    setShownReviews(reviews);
    setSummary(summaryOf(reviews));
  }
  const Panel = loaded?.ReviewsPanel;

  return (
    <Stack gap="md" onPointerEnter={handlers.onPointerEnter} onPointerLeave={handlers.onPointerLeave}>
      {summary.count === 0 || summary.average === null ? (
        <Text c="dimmed">{t('reviews.none')}</Text>
      ) : (
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Stars rating={summary.average} size="xl" />
            <Text fw={600}>
              {t('reviews.summary', { average: formatRating(summary.average), count: summary.count })}
            </Text>
          </Stack>
          {summary.distribution && <RatingDistribution distribution={summary.distribution} />}
        </Group>
      )}
      <Text size="sm" c="dimmed" maw={820}>
        {t('reviews.checkNote')}
      </Text>
      {Panel ? (
        <Panel
          key={productId}
          productId={productId}
          title={title}
          initial={reviews.items}
          intent={intent}
          onSummary={setSummary}
        />
      ) : (
        <>
          <Button
            variant="light"
            w="fit-content"
            onFocus={handlers.onFocus}
            onBlur={handlers.onBlur}
            onClick={handlers.onClick}
          >
            {t('reviews.write')}
          </Button>
          <ReviewList reviews={reviews.items} />
        </>
      )}
    </Stack>
  );
}
