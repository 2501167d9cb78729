import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLocalizedTitle } from '../i18n/localized';
import { ChevronDown } from './ChevronDown';
import classes from './layout.module.css';
import { MAIN_MENU, type MenuEntry } from './menu';

function SubmenuToggle({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={200} position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('layout.submenuToggle', { title: localized(entry.title) })}
        >
          <ChevronDown />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.children.map((child) => (
          <Menu.Item key={child.key} component={Link} to={child.href}>
            {localized(child.title)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
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
