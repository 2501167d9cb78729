import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './reviews.module.css';

/** How many published reviews gave 5, 4, 3, 2 and 1 stars, as bars (plain HTML: no chart code). */
export function RatingDistribution({ distribution }: { distribution: readonly number[] }) {
  const { t } = useTranslation();
  const total = distribution.reduce((sum, count) => sum + count, 0);
  const rows = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: distribution[stars - 1] ?? 0 }));
  return (
    <ul className={classes.distribution} aria-label={t('reviews.distribution')}>
      {rows.map(({ stars, count }) => (
        <li key={stars} className={classes.row}>
          <Text size="sm" span>
            {t('reviews.distributionStars', { count: stars })}
          </Text>
          <span className={classes.bar} aria-hidden="true">
            <span
              className={classes.fill}
              style={{ display: 'block', width: `${total === 0 ? 0 : (count / total) * 100}%` }}
            />
          </span>
          <Text size="sm" span c="dimmed">
            {count}
          </Text>
        </li>
      ))}
    </ul>
  );
}
