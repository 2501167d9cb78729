/** @jsxRuntime automatic @jsxImportSource react */
// the pragma: tsx applies a tsconfig only to its own package, and these files are run from others
import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { mailText, type Locale } from '@spielraum/schema';

/** The brand colour of the web client's wordmark (forest 8 in web/src/app/theme.ts). */
export const BRAND = '#2f5d50';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Which subscription a mail belongs to, with its one-click unsubscribe address. */
export interface MailUnsubscribe {
  kind: 'alerts' | 'news';
  /** The page that explains and asks for the click (never unsubscribes by itself). */
  pageUrl: string;
}

export const styles = {
  text: { fontSize: '16px', lineHeight: '24px', color: '#1a1a1a', margin: '0 0 16px' },
  small: { fontSize: '13px', lineHeight: '20px', color: '#4a4a4a', margin: '0 0 8px' },
  link: { color: BRAND, textDecoration: 'underline' },
  button: {
    backgroundColor: BRAND,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
} as const;

/**
 * The frame of every mail: the portal's name as a text wordmark (the web client has no raster
 * logo, and mail clients do not show SVG), the content, and a footer with Impressum,
 * Datenschutz and the notification settings; mails a user subscribed to add why they come and
 * the unsubscribe link. `publicUrl` null is the team's internal mail: no links to the portal.
 */
export function MailLayout({
  locale,
  publicUrl,
  preview,
  unsubscribe,
  children,
}: {
  locale: Locale;
  publicUrl: string | null;
  preview: string;
  unsubscribe?: MailUnsubscribe;
  children: ReactNode;
}) {
  const wordmark = mailText('wordmark', {}, locale);
  return (
    <Html lang={locale}>
      <Head>
        <title>{preview}</title>
      </Head>
      <Body style={{ backgroundColor: '#f4f6f5', fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        <Preview>{preview}</Preview>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px' }}>
          <Section data-skip-in-text="true">
            <Text style={{ fontSize: '24px', fontWeight: 700, margin: '0 0 24px', color: BRAND }}>
              {publicUrl ? (
                <Link href={publicUrl} style={{ color: BRAND, textDecoration: 'none' }}>
                  {wordmark}
                </Link>
              ) : (
                wordmark
              )}
            </Text>
          </Section>
          <Section>{children}</Section>
          {publicUrl && (
            <>
              <Hr style={{ borderColor: '#d8eae2', margin: '24px 0 16px' }} />
              <Section>
                {unsubscribe && (
                  <Text style={styles.small}>
                    {mailText(unsubscribe.kind === 'news' ? 'footerWhyNews' : 'footerWhyAlerts', {}, locale)}{' '}
                    <Link href={unsubscribe.pageUrl} style={styles.link}>
                      {mailText(
                        unsubscribe.kind === 'news' ? 'footerUnsubscribeNews' : 'footerUnsubscribeAlerts',
                        {},
                        locale,
                      )}
                    </Link>
                  </Text>
                )}
                <Text style={styles.small}>
                  <Link href={`${publicUrl}/legal-notice`} style={styles.link}>
                    {mailText('footerLegalNotice', {}, locale)}
                  </Link>
                  {' · '}
                  <Link href={`${publicUrl}/privacy-policy`} style={styles.link}>
                    {mailText('footerPrivacy', {}, locale)}
                  </Link>
                  {' · '}
                  <Link href={`${publicUrl}/settings`} style={styles.link}>
                    {mailText('footerSettings', {}, locale)}
                  </Link>
                </Text>
              </Section>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}
