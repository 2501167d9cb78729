import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRange } from 'react-instantsearch';
import { FILTER_CAP_NOTICE_ID, useFilterCap } from './filter-cap';

export interface RangeFilterProps {
  /** `price` (euros), `playTime`, `minAge` or `yearOfPublication`. */
  attribute: string;
  label: string;
  /** A bound as the user reads it, e.g. "12 €", "30 Min.". */
  format: (value: number) => string;
}

type Bounds = [number, number];

/**
 * A range slider over the bounds the current search allows (facets_stats, computed without
 * this range's own selection). Moving a thumb to its end removes that side of the filter, so
 * the full range is no filter and does not count towards the cap.
 */
export function RangeFilter({ attribute, label, format }: RangeFilterProps) {
  const { t } = useTranslation();
  const cap = useFilterCap();
  const { range, start, refine, canRefine } = useRange({ attribute });
  const min = Math.floor(range.min ?? 0);
  const max = Math.max(Math.ceil(range.max ?? 0), min);
  const [from = -Infinity, to = Infinity] = start;
  const refined = Number.isFinite(from) || Number.isFinite(to);
  const current: Bounds = [
    Number.isFinite(from) ? Math.max(min, Math.min(from, max)) : min,
    Number.isFinite(to) ? Math.min(max, Math.max(to, min)) : max,
  ];
  // Thumbs being moved belong to the search they started from: a new search (other filters,
  // the back button) shows its own bounds again.
  const currentKey = `${current[0]}:${current[1]}:${min}:${max}`;
  const [dragged, setDragged] = useState<{ key: string; bounds: Bounds } | null>(null);

  const blockedByCap = cap.reached && !refined;
  const disabled = !canRefine || min >= max || blockedByCap;
  const shown = dragged !== null && dragged.key === currentKey ? dragged.bounds : current;

  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{format(shown[0])}</Text>
        <Text size="sm">{format(shown[1])}</Text>
      </Group>
      <RangeSlider
        min={min}
        max={max}
        step={1}
        minRange={0}
        value={shown}
        disabled={disabled}
        label={format}
        thumbFromLabel={t('gameSearch.rangeFrom', { label })}
        thumbToLabel={t('gameSearch.rangeTo', { label })}
        aria-describedby={blockedByCap ? FILTER_CAP_NOTICE_ID : undefined}
        onChange={(bounds) => setDragged({ key: currentKey, bounds })}
        onChangeEnd={([lower, upper]) => {
          refine([lower <= min ? undefined : lower, upper >= max ? undefined : upper]);
        }}
      />
    </Stack>
  );
}
