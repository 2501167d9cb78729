/** German texts of the header bell; those of /notifications load with it (./page-texts.de.ts). */
export const notificationsDe = {
  bell: 'Benachrichtigungen',
  bellUnread_one: 'Benachrichtigungen, {count} ungelesen',
  bellUnread_other: 'Benachrichtigungen, {count} ungelesen',
};
