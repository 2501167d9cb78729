import { useCallback, useEffect, useRef, useState } from 'react';

/** What the user did before the loaded component took over from its placeholder. */
export interface Intent {
  /** Clicked (or pressed Enter/Space on) the placeholder: the real component opens at once. */
  opened: boolean;
  /** The pointer is still over the placeholder (hover menus open as if it had just entered). */
  hovered: boolean;
  /** The placeholder had the keyboard focus: the real component's trigger takes it over. */
  focused: boolean;
}

/** Handlers for the placeholder element (a button that looks like the real trigger). */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

/**
 * Loads a module when the user shows intent to use it (pointer over, focus or click on a
 * placeholder) instead of with the page: header menus and the mobile drawer bring Mantine's
 * popover, floating-ui and focus-trap code, which the game page's first JavaScript must not carry
 * (it must stay within 170 KB). `load` must return the same promise on every call (a module import does). Until the
 * module is there `loaded` is null; `intent` says what happened meanwhile, so the real component
 * can open, take the focus or follow the pointer without a second gesture.
 */
export function useLoadOnIntent<T>(load: () => Promise<T>): {
  loaded: T | null;
  intent: Intent;
  handlers: IntentHandlers;
} {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  // what the user did to the placeholder: read when the real component renders, not when the
  // module arrives, so a click or Enter between the two (the placeholder is still on screen
  // until React renders) opens it too. Only the placeholder's handlers write it, and the
  // placeholder is gone once the module rendered, so it no longer changes then.
  const intent = useRef<Intent>({ opened: false, hovered: false, focused: false });
  const started = useRef(false);
  const mounted = useRef(true);
  /**
   * A press on the placeholder is under way (pointer down, no click yet). The module that
   * arrives meanwhile waits for the click: swapped in between the press and the release, the
   * placeholder would be gone before its click, and that click would be lost (the second "Merken"
   * of a list, whose module is cached, arrived exactly then).
   */
  const pressing = useRef(false);
  const arrived = useRef<{ module: T } | null>(null);
  const show = useCallback(() => {
    if (arrived.current && mounted.current) setLoaded(arrived.current);
  }, []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (module) => {
        arrived.current = { module };
        if (!pressing.current) show();
      },
      () => {
        // a failed chunk load (offline, new deploy) may be retried on the next gesture
        started.current = false;
      },
    );
  }, [load, show]);

  const handlers: IntentHandlers = {
    onPointerEnter: () => {
      intent.current.hovered = true;
      start();
    },
    onPointerDown: () => {
      pressing.current = true;
      start();
    },
    onPointerLeave: () => {
      intent.current.hovered = false;
      // pressed and dragged away: no click follows
      if (pressing.current) {
        pressing.current = false;
        show();
      }
    },
    onFocus: () => {
      intent.current.focused = true;
      start();
    },
    onBlur: () => {
      intent.current.focused = false;
    },
    onClick: () => {
      intent.current.opened = true;
      pressing.current = false;
      start();
      show();
    },
  };
  // the gestures up to this render, a snapshot on purpose (see `intent` above); before the
  // module is there nobody reads them
  /* eslint-disable react-hooks/refs */
  const current = loaded ? { ...intent.current } : { opened: false, hovered: false, focused: false };
  return { loaded: loaded?.module ?? null, intent: current, handlers };
  /* eslint-enable react-hooks/refs */
}

/**
 * For a click menu loaded by useLoadOnIntent: its trigger (`target`) takes over the
 * placeholder's focus, and a menu the user already asked for opens right after that, so that
 * closing it (Escape) gives the focus back to the trigger instead of to the placeholder that is
 * gone. `onOpen` runs when it opens that way (e.g. to load the menu's entries) and may close it.
 */
export function useMenuTakeOver(intent: Intent, onOpen?: (close: () => void) => void) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (intent.opened || intent.focused) target.current?.focus();
    if (intent.opened)
      void Promise.resolve().then(() => {
        setOpened(true);
        onOpen?.(() => setOpened(false));
      });
    // only what the user did before the menu code arrived
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { target, opened, setOpened };
}
