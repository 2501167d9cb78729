import { Card, Stack, Text, Title } from '@mantine/core';
import type { GamePage } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { formatBerlinDate, formatRating } from './format-game';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <Text c="yellow.8" role="img" aria-label={t('game.reviews.stars', { rating: formatRating(rating) })}>
      {'★'.repeat(full)}
      <Text span c="gray.4">
        {'★'.repeat(5 - full)}
      </Text>
    </Text>
  );
}

/**
 * Published reviews (reading only; writing comes with the reviews feature). When the product
 * data carries a community rating, a note says that it is not one of these reviews.
 */
export function Reviews({
  reviews,
  hasCommunityRating,
}: {
  reviews: GamePage['reviews'];
  hasCommunityRating: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {reviews.count === 0 || reviews.average === null ? (
        <Text c="dimmed">{t('game.reviews.none')}</Text>
      ) : (
        <>
          <Text fw={600}>
            {t('game.reviews.summary', { average: formatRating(reviews.average), count: reviews.count })}
          </Text>
          {reviews.items.map((review) => (
            <Card key={review.id} withBorder component="article" padding="md">
              <Stack gap={4}>
                <Stars rating={review.rating} />
                <Title order={3} size="h5">
                  {review.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('game.reviews.byline', {
                    author: review.author_name,
                    date: formatBerlinDate(review.published_at),
                  })}
                </Text>
                <Text style={{ whiteSpace: 'pre-line' }}>{review.text}</Text>
              </Stack>
            </Card>
          ))}
        </>
      )}
      {hasCommunityRating && (
        <Text size="xs" c="dimmed">
          {t('game.reviews.communityRatingNote')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('game.reviews.moderationNote')}
      </Text>
    </Stack>
  );
}
