import { useLayoutEffect, useRef } from 'react';

function giveBack(element: HTMLElement | null) {
  // after the dialog's focus trap let go and its content is gone
  window.setTimeout(() => {
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, 0);
}

/**
 * Gives the focus back to what had it when a dialog opened, once it closes or unmounts. For
 * dialogs in lazy chunks that mount already open: Mantine's `returnFocus` remembers the focus only
 * when `opened` changes after mounting, so on their first opening the focus fell to <body>. Pass
 * `returnFocus={false}` to the Modal so the two do not both move it.
 */
export function useReturnFocus(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // a layout effect runs before the focus trap moves the focus into the dialog
  useLayoutEffect(() => {
    if (opened) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    if (opener.current) giveBack(opener.current);
    opener.current = null;
  }, [opened]);
  useLayoutEffect(
    () => () => {
      if (opener.current) giveBack(opener.current);
      opener.current = null;
    },
    [],
  );
}
