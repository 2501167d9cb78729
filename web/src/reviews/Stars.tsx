import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../shared/format';

/** Five stars, the rating's filled (rounded), read out as "4,2 von 5 Sternen". */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'md' | 'xl' }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <Text
      c="yellow.8"
      fz={size}
      lh={1.2}
      role="img"
      aria-label={t('reviews.stars', { rating: formatRating(rating) })}
    >
      {'★'.repeat(full)}
      <Text span inherit c="gray.4">
        {'★'.repeat(5 - full)}
      </Text>
    </Text>
  );
}
