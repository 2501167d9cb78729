import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedTitle } from '../../i18n/localized';
import classes from './layout.module.css';
import { useLoadOnIntent } from './load-on-intent';
import { MAIN_MENU, type MenuEntry } from './menu';
import { SubmenuButton } from './SubmenuButton';

const loadSubmenuMenu = () => import('./SubmenuMenu');

/**
 * The submenu toggle: a placeholder button until the user points at, focuses or clicks it,
 * then the real menu (SubmenuMenu, loaded then), so pages do not download the menu code first.
 */
function SubmenuToggle({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const { loaded, intent, handlers } = useLoadOnIntent(loadSubmenuMenu);
  const label = t('layout.submenuToggle', { title: localized(entry.title) });
  if (loaded) return <loaded.SubmenuMenu entry={entry} label={label} intent={intent} />;
  return <SubmenuButton aria-label={label} aria-haspopup="menu" aria-expanded={false} {...handlers} />;
}

/** The desktop main menu (768 px and wider): the five top categories, TCG with its submenu. */
export function MainMenu() {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  return (
    <Group component="nav" aria-label={t('layout.mainNavLabel')} gap={4} visibleFrom="sm" wrap="nowrap">
      {MAIN_MENU.map((entry) => (
        <Group key={entry.key} gap={0} wrap="nowrap">
          <Button
            component={NavLink}
            to={entry.href}
            variant="subtle"
            color="dark"
            className={classes.menuLink}
          >
            {localized(entry.title)}
          </Button>
          {entry.children.length > 0 && <SubmenuToggle entry={entry} />}
        </Group>
      ))}
    </Group>
  );
}
