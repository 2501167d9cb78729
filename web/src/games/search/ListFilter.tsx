import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInstantSearch, useMenu } from 'react-instantsearch';
import { LIST_ATTRIBUTE } from '../../search/search-attributes';
import { FILTER_CAP_NOTICE_ID, useFilterCap } from './filter-cap';

const NONE = 'none';

/** "Listenfilter" for signed-in users: all games, only those in my collection, or on my wish list. */
export function ListFilter() {
  const { t } = useTranslation();
  const cap = useFilterCap();
  const { indexUiState } = useInstantSearch();
  const { refine } = useMenu({ attribute: LIST_ATTRIBUTE });
  const current = indexUiState.menu?.[LIST_ATTRIBUTE] ?? NONE;
  const blockedByCap = cap.reached && current === NONE;

  return (
    <Radio.Group
      label={t('gameSearch.listFilter')}
      value={current}
      onChange={(value) => {
        if (value === current) return;
        // A menu refines one value at a time: choosing the current one again removes it.
        refine(value === NONE ? current : value);
      }}
    >
      <Stack gap={6} mt={6}>
        <Radio value={NONE} label={t('gameSearch.listNone')} />
        <Radio
          value="collection"
          label={t('gameSearch.listCollection')}
          disabled={blockedByCap}
          aria-describedby={blockedByCap ? FILTER_CAP_NOTICE_ID : undefined}
        />
        <Radio
          value="wishlist"
          label={t('gameSearch.listWishlist')}
          disabled={blockedByCap}
          aria-describedby={blockedByCap ? FILTER_CAP_NOTICE_ID : undefined}
        />
      </Stack>
    </Radio.Group>
  );
}
