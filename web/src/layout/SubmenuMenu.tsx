import { Menu } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLocalizedTitle } from '../i18n/localized';
import type { Intent } from './load-on-intent';
import type { MenuEntry } from './menu';
import { SubmenuButton } from './SubmenuButton';

/**
 * A category's submenu (Mantine Menu: arrow keys, Escape, focus handling), loaded on the
 * first intent to open it (MainMenu's SubmenuToggle). It starts open when the user clicked or
 * still points at the placeholder, and its button takes over the placeholder's focus.
 */
export function SubmenuMenu({ entry, label, intent }: { entry: MenuEntry; label: string; intent: Intent }) {
  const localized = useLocalizedTitle();
  const target = useRef<HTMLButtonElement>(null);
  const { focused, opened, hovered } = intent;
  useEffect(() => {
    if (focused && !opened) target.current?.focus();
  }, [focused, opened]);
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
