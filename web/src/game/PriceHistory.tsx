import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GamePage } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { formatEuroCents } from '../shared/format';
import { formatDay } from './format-game';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 64 };

/**
 * The daily lowest total (price plus shipping to Germany) as a step line in plain SVG (no chart library: it keeps the game
 * page's JavaScript small and renders identically on the server).
 */
function HistoryChart({ points }: { points: GamePage['price_history'] }) {
  const { t } = useTranslation();
  const prices = points.map((point) => point.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = Math.max(max - min, 100);
  const low = Math.max(0, min - span * 0.1);
  const high = max + span * 0.1;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? innerWidth : (index / (points.length - 1)) * innerWidth);
  const y = (price: number) => PAD.top + innerHeight - ((price - low) / (high - low)) * innerHeight;

  let path = '';
  points.forEach((point, index) => {
    const px = x(index).toFixed(1);
    const py = y(point.price).toFixed(1);
    path += index === 0 ? `M${px} ${py}` : `H${px}V${py}`;
  });
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const label = t('game.history.chartLabel', {
    days: points.length,
    from: formatDay(first.day),
    to: formatDay(last.day),
  });
  const ticks = [max, (max + min) / 2, min];

  return (
    <Box component="figure" m={0}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={label}
        data-testid="price-history-chart"
        style={{ display: 'block', maxHeight: 260 }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--mantine-color-gray-3)"
              strokeDasharray="4 4"
            />
            <text
              x={PAD.left - 8}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="12"
              fill="var(--mantine-color-gray-7)"
            >
              {formatEuroCents(Math.round(tick))}
            </text>
          </g>
        ))}
        <path
          d={path}
          fill="none"
          stroke="var(--mantine-color-forest-8)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <text x={PAD.left} y={HEIGHT - 8} fontSize="12" fill="var(--mantine-color-gray-7)">
          {formatDay(first.day)}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 8}
          fontSize="12"
          textAnchor="end"
          fill="var(--mantine-color-gray-7)"
        >
          {formatDay(last.day)}
        </text>
      </svg>
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        {t('game.history.note')}
      </Text>
    </Box>
  );
}

function Figure({ label, cents }: { label: string; cents: number | null }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg">
        {cents === null ? '–' : formatEuroCents(cents)}
      </Text>
    </Stack>
  );
}

/**
 * Price history chart with the current best total and the all-time, 30-day and 52-week lows, all
 * including shipping to Germany like every best price on Spielraum.
 */
export function PriceHistory({ game }: { game: GamePage }) {
  const { t } = useTranslation();
  const { prices, price_history: points } = game;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
        {[
          // the same best total as at the top of the page: one rule, shipping included
          { label: t('game.history.current'), cents: prices.best_total },
          { label: t('game.history.lowest30d'), cents: prices.lowest_30d },
          { label: t('game.history.lowest52w'), cents: prices.lowest_52w },
          { label: t('game.history.lowestAllTime'), cents: prices.lowest_all_time },
        ].map((figure) => (
          <Figure key={figure.label} {...figure} />
        ))}
      </SimpleGrid>
      {points.length === 0 ? (
        <Text c="dimmed">{t('game.history.none')}</Text>
      ) : (
        <HistoryChart points={points} />
      )}
    </Stack>
  );
}
