import { ActionIcon, Indicator } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../app/session';
import { fetchUnreadCount, NOTIFICATIONS_CHANGED_EVENT } from './unread-count';

/** How often the count is refreshed while the page is visible. */
export const UNREAD_REFRESH_MS = 60_000;

/** The unread count of the signed-in user: on every navigation, every minute while visible, and on changes. */
function useUnreadCount(signedIn: boolean): number | null {
  const { key } = useLocation();
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      fetchUnreadCount({ signal: controller.signal }).then(setUnread, () => undefined);
    };
    load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, UNREAD_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, load);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, load);
    };
  }, [signedIn, key]);
  return signedIn ? unread : null;
}

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's link "Benachrichtigungen" with a badge of unread notifications; only
 * for signed-in users. Its accessible name carries the count ("Benachrichtigungen, 3 ungelesen").
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useSession();
  const unread = useUnreadCount(user !== null);
  if (user === null) return null;
  const label =
    unread && unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Indicator
      label={unread !== null && unread > 99 ? '99+' : unread}
      disabled={!unread}
      size={18}
      offset={4}
      color="red"
      inline
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
