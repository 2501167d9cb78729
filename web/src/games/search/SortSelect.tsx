import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSortBy } from 'react-instantsearch';
import { sortByItems } from '../../search/search-attributes';

/** "Sortieren nach": relevance, total price, rating, newest, discount (SORT_OPTIONS). */
export function SortSelect() {
  const { t, i18n } = useTranslation();
  const items = sortByItems(i18n.resolvedLanguage === 'en' ? 'en' : 'de');
  const { currentRefinement, refine } = useSortBy({ items });
  return (
    <Select
      label={t('gameSearch.sortLabel')}
      data={items}
      value={currentRefinement}
      onChange={(value) => value !== null && refine(value)}
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
