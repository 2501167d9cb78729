import type { notificationsPagesDe } from './page-texts.de';
import type { notificationsDe } from './texts.de';

/** English fallback of the notification texts. */
export const notificationsEn: Record<
  keyof typeof notificationsDe | keyof typeof notificationsPagesDe,
  string
> = {
  pageTitle: 'Notifications',
  loadFailed: 'Your notifications could not be loaded.',
  empty: 'No notifications. As soon as one of your alerts fires, it appears here.',
  emptyFiltered: 'No notifications of this kind.',
  filterLabel: 'Show',
  filterAll: 'All',
  filterUnread: 'Unread',
  typePrice: 'Price',
  typeAvailability: 'Availability',
  typeNews: 'News',
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All notifications are marked as read.',
  deleteByType: 'Delete by kind',
  deleteType: 'Delete all "{type}" notifications',
  deleteTitle: 'Delete notifications?',
  deleteText: 'Do you want to delete all notifications of the kind "{type}"?',
  deleteConfirm: 'Yes, delete',
  cancel: 'Cancel',
  retry: 'Try again',
  deleted_one: '{count} notification deleted.',
  deleted_other: '{count} notifications deleted.',
  price: 'Price: {price}',
  oldPrice: 'before {price}',
  listName: 'List: {name}',
  unread: 'Unread',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  toGame: 'To the game',
  total_one: '{count} notification',
  total_other: '{count} notifications',
  pagination: 'Pages of notifications',
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {count} unread',
  bellUnread_other: 'Notifications, {count} unread',
};
