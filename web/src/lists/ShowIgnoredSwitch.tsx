import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInstantSearch, useMenu } from 'react-instantsearch';
import { SHOW_IGNORED_ATTRIBUTE, SHOW_IGNORED_ON } from '../search/search-attributes';

/**
 * "Ignorierte Spiele anzeigen" in the filter panel of signed-in users: adds `show-ignored=1`
 * to the search, so the games the user ignores come back into hits and facet counts.
 */
export function ShowIgnoredSwitch() {
  const { t } = useTranslation();
  const { indexUiState } = useInstantSearch();
  const { refine } = useMenu({ attribute: SHOW_IGNORED_ATTRIBUTE });
  const checked = indexUiState.menu?.[SHOW_IGNORED_ATTRIBUTE] === SHOW_IGNORED_ON;
  // a menu refines one value at a time: refining the set value again removes it
  return <Switch label={t('lists.showIgnored')} checked={checked} onChange={() => refine(SHOW_IGNORED_ON)} />;
}
