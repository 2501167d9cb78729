import { Drawer, NavLink as MenuLink, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedTitle } from '../../i18n/localized';
import { MAIN_MENU } from './menu';

/** The phone menu's drawer with the categories and their submenus; loaded when the burger is first used. */
export function MobileMenuDrawer({
  opened,
  onClose,
  onNavigate,
}: {
  opened: boolean;
  /** Closed without choosing a page: the opener takes the focus back. */
  onClose: () => void;
  /** A link was chosen: the drawer closes and the new page takes the focus. */
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const location = useLocation();
  const [expandedKey, setExpandedKey] = useState<string | null>(null);

  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title={t('layout.menuTitle')}
      size="xs"
      hiddenFrom="sm"
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
    >
      <Stack component="nav" aria-label={t('layout.mainNavLabel')} gap={2}>
        {MAIN_MENU.map((entry) =>
          entry.children.length === 0 ? (
            <MenuLink
              key={entry.key}
              component={Link}
              to={entry.href}
              label={localized(entry.title)}
              active={location.pathname === entry.href}
              onClick={onNavigate}
            />
          ) : (
            <MenuLink
              key={entry.key}
              component="button"
              type="button"
              label={localized(entry.title)}
              active={location.pathname === entry.href}
              childrenOffset="md"
              opened={expandedKey === entry.key}
              onChange={(expand) => setExpandedKey(expand ? entry.key : null)}
              aria-expanded={expandedKey === entry.key}
            >
              <MenuLink
                component={Link}
                to={entry.href}
                label={t('layout.allOfCategory', { title: localized(entry.title) })}
                onClick={onNavigate}
              />
              {entry.children.map((child) => (
                <MenuLink
                  key={child.key}
                  component={Link}
                  to={child.href}
                  label={localized(child.title)}
                  onClick={onNavigate}
                />
              ))}
            </MenuLink>
          ),
        )}
      </Stack>
    </Drawer>
  );
}
