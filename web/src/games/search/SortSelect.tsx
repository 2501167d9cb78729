import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSortBy } from 'react-instantsearch';
import { sortByItems } from '../../search/search-attributes';

/**
 * "Sortieren nach": relevance, total price, rating, newest, discount (SORT_OPTIONS). A native
 * select: the phone's own picker, and no popover code in the list's JavaScript.
 */
export function SortSelect() {
  const { t, i18n } = useTranslation();
  const items = sortByItems(i18n.resolvedLanguage === 'en' ? 'en' : 'de');
  const { currentRefinement, refine } = useSortBy({ items });
  return (
    <NativeSelect
      label={t('gameSearch.sortLabel')}
      data={items}
      value={currentRefinement}
      onChange={(event) => refine(event.currentTarget.value)}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
