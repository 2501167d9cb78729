/** @jsxRuntime automatic @jsxImportSource react */
// the pragma: tsx applies a tsconfig only to its own package, and these files are run from others
import { Link, Section, Text } from '@react-email/components';
import { mailText, type Locale, type MailTextKey } from '@spielraum/schema';
import { MailLayout, styles, type MailUnsubscribe } from './layout';
import { renderMail, type RenderedMail } from './render';

/**
 * What a notification mail is about: only alerts (price, availability), also other news (review
 * and comment decisions, a followed list's new game), or news alerts (new games, magazine posts).
 */
export type NotificationTopic = 'alerts' | 'notifications' | 'news';

const TEXTS: Record<
  NotificationTopic,
  Record<'immediately' | 'daily', { subject: MailTextKey; intro: MailTextKey }>
> = {
  alerts: {
    immediately: { subject: 'alertMailSubject', intro: 'alertMailIntro' },
    daily: { subject: 'alertDigestSubject', intro: 'alertDigestIntro' },
  },
  notifications: {
    immediately: { subject: 'notificationMailSubject', intro: 'notificationMailIntro' },
    daily: { subject: 'notificationDigestSubject', intro: 'notificationDigestIntro' },
  },
  news: {
    immediately: { subject: 'newsMailSubject', intro: 'newsMailIntro' },
    daily: { subject: 'newsDigestSubject', intro: 'newsDigestIntro' },
  },
};

/** One notification of the mail: its line (already in the user's locale) and where it leads. */
export interface NotificationMailItem {
  line: string;
  url: string;
}

/**
 * The alert and notification mails, at once (`immediately`) or as the daily digest: greeting,
 * one linked line per notification, how many more there are, then the links to all
 * notifications and to the settings; the footer carries the unsubscribe link of `unsubscribe`.
 */
export function renderNotificationMail({
  locale,
  publicUrl,
  name,
  mode,
  topic,
  items,
  more,
  unsubscribe,
}: {
  locale: Locale;
  publicUrl: string;
  name: string;
  mode: 'immediately' | 'daily';
  topic: NotificationTopic;
  items: NotificationMailItem[];
  /** Notifications beyond `items`, only counted. */
  more: number;
  unsubscribe: MailUnsubscribe;
}): Promise<RenderedMail> {
  const texts = TEXTS[topic][mode];
  const subject = mailText(texts.subject, {}, locale);
  return renderMail(
    subject,
    <MailLayout locale={locale} publicUrl={publicUrl} preview={subject} unsubscribe={unsubscribe}>
      <Text style={styles.text}>{mailText('greeting', { name }, locale)}</Text>
      <Text style={styles.text}>{mailText(texts.intro, {}, locale)}</Text>
      <Section style={{ margin: '0 0 16px' }}>
        <ul style={{ margin: 0, paddingLeft: '20px' }}>
          {items.map((item, index) => (
            <li key={index} style={{ ...styles.text, margin: '0 0 8px' }}>
              <Link href={item.url} style={styles.link}>
                {item.line}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      {more > 0 && <Text style={styles.text}>{mailText('alertMailMore', { count: more }, locale)}</Text>}
      <Text style={styles.text}>
        <Link href={`${publicUrl}/notifications`} style={styles.link}>
          {mailText('alertMailAllNotifications', {}, locale)}
        </Link>
      </Text>
      <Text style={styles.text}>
        {mailText('alertMailSettings', {}, locale)}{' '}
        <Link href={`${publicUrl}/settings`} style={styles.link}>
          {`${publicUrl}/settings`}
        </Link>
      </Text>
      <Text style={styles.text}>{mailText('signature', {}, locale)}</Text>
    </MailLayout>,
  );
}
