import { ActionIcon, type ActionIconProps, type ElementProps } from '@mantine/core';
import type { Ref } from 'react';
import { ChevronDown } from './ChevronDown';

/**
 * The chevron button next to a main-menu category that opens its submenu. The header renders
 * it as a placeholder until the menu code is loaded (SubmenuToggle), then inside the real menu
 * (SubmenuMenu), so both look and read the same.
 */
export function SubmenuButton({
  ref,
  ...props
}: ActionIconProps & ElementProps<'button'> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" {...props}>
      <ChevronDown />
    </ActionIcon>
  );
}
