import { Stack, Text } from '@mantine/core';
import type { GamePage } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { GameReviews } from '../reviews/GameReviews';

/**
 * The reviews section of the game page: the reviews written at Spielraum (the reviews feature's
 * widget). When the product data carries a community rating, a note says that it is not one of
 * these reviews.
 */
export function Reviews({ game }: { game: GamePage }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <GameReviews productId={game.product.product_id} title={game.product.title} reviews={game.reviews} />
      {game.product.rating !== null && (
        <Text size="xs" c="dimmed">
          {t('game.reviews.communityRatingNote')}
        </Text>
      )}
    </Stack>
  );
}
