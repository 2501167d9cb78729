import type { ScrollAreaProps } from '@mantine/core';

/**
 * `scrollAreaProps` for a `Table.ScrollContainer` whose table holds only text: with nothing to
 * tab to inside, its scroll area takes the focus itself (named like the table) so a keyboard can
 * scroll it sideways on a phone (axe: scrollable-region-focusable).
 */
export function focusableScroll(label: string): ScrollAreaProps {
  return { viewportProps: { tabIndex: 0, 'aria-label': label } };
}
