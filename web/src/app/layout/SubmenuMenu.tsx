import { Menu } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useLocalizedTitle } from '../../i18n/localized';
import type { Intent } from './load-on-intent';
import type { MenuEntry } from './menu';
import { SubmenuButton } from './SubmenuButton';

/**
 * A category's submenu (Mantine Menu: arrow keys, Escape with the focus back on its button),
 * loaded on the first intent to open it (MainMenu's SubmenuToggle). It starts open when the user
 * clicked or still points at the placeholder, and its button takes over the placeholder's focus.
 */
export function SubmenuMenu({ entry, label, intent }: { entry: MenuEntry; label: string; intent: Intent }) {
  const localized = useLocalizedTitle();
  const target = useRef<HTMLButtonElement>(null);
  const { focused, opened, hovered } = intent;
  useEffect(() => {
    // the placeholder that had the keyboard focus is gone: this button takes it, opened or not
    if (focused) target.current?.focus();
  }, [focused]);
  // Escape from an item puts the keyboard back on the button (Mantine's returnFocus would miss
  // the first opening, which happens on mount with the placeholder's focus already gone). Only
  // Escape: Mantine focuses the dropdown on every opening, hover included, and a menu the mouse
  // leaves must not light up the button's focus ring.
  const escapeToButton = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') target.current?.focus();
  };
  return (
    <Menu
      trigger="click-hover"
      openDelay={80}
      closeDelay={200}
      position="bottom-end"
      shadow="md"
      defaultOpened={opened || hovered}
    >
      <Menu.Target>
        <SubmenuButton ref={target} aria-label={label} />
      </Menu.Target>
      <Menu.Dropdown onKeyDown={escapeToButton}>
        {entry.children.map((child) => (
          <Menu.Item key={child.key} component={Link} to={child.href}>
            {localized(child.title)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
