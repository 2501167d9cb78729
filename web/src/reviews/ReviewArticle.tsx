import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBerlinDate } from '../shared/format';
import { Stars } from './Stars';

/** What every shown review has, from the game page's data or from the reviews call. */
export interface ShownReview {
  id: number;
  author_name: string;
  title: string;
  rating: number;
  text: string;
  published_at: string;
}

/** One published review: stars, title, author and date, the text as written; `actions` below. */
function ReviewArticle({ review, actions }: { review: ShownReview; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      component="article"
      padding="md"
      aria-label={t('reviews.reviewBy', { author: review.author_name })}
    >
      <Stack gap={4}>
        <Stars rating={review.rating} />
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {review.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reviews.byline', { author: review.author_name, date: formatBerlinDate(review.published_at) })}
        </Text>
        {/* plain text: React escapes it; pre-line keeps the writer's line breaks */}
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Text>
        {actions && (
          <Group gap="xs" mt={4}>
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The reviews as a list of articles. */
export function ReviewList<T extends ShownReview>({
  reviews,
  actions,
}: {
  reviews: readonly T[];
  actions?(review: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('reviews.list')}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewArticle review={review} actions={actions?.(review)} />
        </li>
      ))}
    </Stack>
  );
}
