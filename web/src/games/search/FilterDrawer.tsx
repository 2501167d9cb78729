import { Box, Button, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../app/use-return-focus';
import { formatCount } from '../../shared/format';
import { FilterPanel } from './FilterPanel';

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
    >
      <Stack gap="md" pb={72}>
        <FilterPanel />
      </Stack>
      <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
        <Button fullWidth onClick={onClose}>
          {t('gameSearch.showResults', { count: hits, formatted: formatCount(hits) })}
        </Button>
      </Box>
    </Drawer>
  );
}
