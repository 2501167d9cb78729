import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefinementList } from 'react-instantsearch';
import { withFacetLabels } from '../../search/facet-labels';
import { formatCount } from '../../shared/format';
import { FACET_VALUE_LIMITS } from './facet-value-limits';
import { FILTER_CAP_NOTICE_ID, useFilterCap } from './filter-cap';

export interface FacetFilterProps {
  attribute: string;
  /** The facet's name, e.g. "Verlag"; labels the search field inside the values. */
  label: string;
  /** Facets with many values get a search field that asks `filter/{type}/`. */
  searchable?: boolean;
  /** Labels for values the API sends as bare keys (availability). */
  valueLabel?: (value: string) => string;
}

/**
 * A facet as checkboxes with counts (values of one facet combine with OR), a search inside the
 * values and "more". Once five filters are set, the values not yet ticked are disabled and point
 * at the visible reason (the five-filter cap).
 */
export function FacetFilter({ attribute, label, searchable = false, valueLabel }: FacetFilterProps) {
  const { t } = useTranslation();
  const cap = useFilterCap();
  // A new function each render would make InstantSearch rebuild the widget on every render.
  const transformItems = useMemo(() => withFacetLabels(attribute), [attribute]);
  const { items, refine, searchForItems, isFromSearch, canToggleShowMore, isShowingMore, toggleShowMore } =
    useRefinementList({
      attribute,
      ...FACET_VALUE_LIMITS,
      transformItems,
    });
  const [valueQuery, setValueQuery] = useState('');
  // Every ticked value is a filter of its own (one chip each), so once five are set no further
  // value can be ticked, in this facet or another; ticked ones can always be unticked.
  const blockedByCap = cap.reached;

  if (items.length === 0 && !isFromSearch && valueQuery === '') {
    return (
      <Text size="sm" c="dimmed">
        {t('gameSearch.noValues')}
      </Text>
    );
  }

  return (
    <Stack gap={6}>
      {searchable && (
        <TextInput
          size="xs"
          type="search"
          label={t('gameSearch.searchInFacet', { facet: label })}
          placeholder={t('gameSearch.searchInFacetPlaceholder')}
          value={valueQuery}
          onChange={(event) => {
            setValueQuery(event.currentTarget.value);
            searchForItems(event.currentTarget.value);
          }}
        />
      )}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('gameSearch.noValueMatches')}
        </Text>
      ) : (
        items.map((item) => (
          <Checkbox
            key={item.value}
            size="sm"
            checked={item.isRefined}
            disabled={blockedByCap && !item.isRefined}
            aria-describedby={blockedByCap && !item.isRefined ? FILTER_CAP_NOTICE_ID : undefined}
            onChange={() => {
              refine(item.value);
              if (isFromSearch) {
                setValueQuery('');
                searchForItems('');
              }
            }}
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <span>{valueLabel ? valueLabel(item.value) : item.label}</span>
                <Text span size="xs" c="dimmed">
                  {formatCount(item.count)}
                </Text>
              </Group>
            }
          />
        ))
      )}
      {canToggleShowMore && !isFromSearch && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={toggleShowMore}>
            {isShowingMore ? t('gameSearch.showLess') : t('gameSearch.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
