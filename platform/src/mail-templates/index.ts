/**
 * The portal's mails as react-email templates: one layout (wordmark, footer with Impressum,
 * Datenschutz, settings and, for subscribed mails, the unsubscribe link) and one render function
 * per kind that answers subject, HTML and plain text from the same data. They live in `platform`
 * because both mailing packages import it: the indexer (alert, digest, news and notification
 * mails) and search-api (account and contact mails), which never imports the indexer. The texts
 * are `MAIL_TEXTS` of schema; a separate entry point keeps React out of processes that never mail.
 */
export { renderAccountMail, type AccountMailKind } from './account-mail';
export { renderContactConfirmationMail, renderContactTeamMail } from './contact-mails';
export {
  renderNotificationMail,
  type NotificationMailItem,
  type NotificationTopic,
} from './notification-mail';
export type { RenderedMail } from './render';
export { unsubscribeMailParts } from './unsubscribe';
