import { Box, Button, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../app/use-return-focus';
import { formatCount } from '../../shared/format';
import { FilterPanel } from './FilterPanel';
import classes from './game-search.module.css';

/**
 * The phones' filter drawer. Loaded when the filter button is touched, focused or clicked, not
 * with the list: Mantine's Drawer brings its scroll area, floating-ui, focus trap and scroll lock
 * (about 30 KB), which no phone needs before it opens the filters. Its panel mounts when it opens;
 * the widgets it adds ask for the search the page already shows, which the search client answers
 * from the server's results (hydrated-search-client.ts).
 */
export function FilterDrawer({
  opened,
  onClose,
  hits,
}: {
  opened: boolean;
  onClose: () => void;
  hits: number;
}) {
  const { t } = useTranslation();
  // it mounts already open on the first click, which Mantine's own focus return does not see
  useReturnFocus(opened);
  return (
    <Drawer
      returnFocus={false}
      id="filter-drawer"
      opened={opened}
      onClose={onClose}
      title={t('gameSearch.filtersHeading')}
      position="left"
      size="100%"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('gameSearch.closeFilters') }}
      // the filters scroll above the button, not under it: a sticky button covering the last
      // filters left them partly hidden (too small a target, axe target-size)
      styles={{
        content: { display: 'flex', flexDirection: 'column', overflow: 'hidden' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingBottom: 0 },
      }}
    >
      <Stack gap="md" className={classes.drawerFilters}>
        <FilterPanel />
      </Stack>
      <Box py="sm">
        <Button fullWidth onClick={onClose}>
          {t('gameSearch.showResults', { count: hits, formatted: formatCount(hits) })}
        </Button>
      </Box>
    </Drawer>
  );
}
