import type { NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

const loadNotifications = () => import('@mantine/notifications');

const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

let wanted = false;
/** The close button's name in the visitor's language, set by the container when the shell renders. */
let closeLabel = 'Schließen';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast through Mantine's notifications, loading them (store, container, transitions)
 * with the first toast instead of with every page (the game page must stay within 170 KB of JavaScript). The toast
 * waits in the store until the container (LazyNotifications) has mounted.
 */
export function showToast(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const shown = { ...data, closeButtonProps: { 'aria-label': closeLabel, ...data.closeButtonProps } };
  void loadNotifications().then(({ notifications }) => notifications.show(shown));
}

/** Hides a toast shown by showToast (its store is loaded by then). */
export function hideToast(id: string): void {
  void loadNotifications().then(({ notifications }) => notifications.hide(id));
}

/**
 * Mantine's toast container, rendered from the first showToast on (never on the server), so
 * pages do not download it first.
 */
export function LazyNotifications(props: ComponentProps<typeof Notifications>) {
  const { t } = useTranslation();
  // a toast's close button is an icon: its name comes from here (the shell mounts this at start)
  useEffect(() => {
    closeLabel = t('app.close');
  }, [t]);
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
