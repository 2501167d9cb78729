import { Burger, Drawer, NavLink as MenuLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedTitle } from '../i18n/localized';
import { MAIN_MENU } from './menu';

/** Below 768 px the main menu moves into a drawer opened by a burger button. */
export function MobileMenu() {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [expandedKey, setExpandedKey] = useState<string | null>(null);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      />
      <Drawer
        id="mobile-menu"
        opened={opened}
        onClose={close}
        title={t('layout.menuTitle')}
        size="xs"
        hiddenFrom="sm"
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
                onClick={close}
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
                  onClick={close}
                />
                {entry.children.map((child) => (
                  <MenuLink
                    key={child.key}
                    component={Link}
                    to={child.href}
                    label={localized(child.title)}
                    onClick={close}
                  />
                ))}
              </MenuLink>
            ),
          )}
        </Stack>
      </Drawer>
    </>
  );
}
