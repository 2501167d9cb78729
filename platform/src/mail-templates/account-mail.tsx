/** @jsxRuntime automatic @jsxImportSource react */
// the pragma: tsx applies a tsconfig only to its own package, and these files are run from others
import { Button, Section, Text } from '@react-email/components';
import { mailText, type Locale, type MailTextKey } from '@spielraum/schema';
import { MailLayout, styles } from './layout';
import { renderMail, type RenderedMail } from './render';

export type AccountMailKind =
  'verification' | 'password_reset' | 'deletion' | 'dealer_invitation' | 'dealer_linked';

const TEXTS: Record<AccountMailKind, Record<'subject' | 'intro' | 'action' | 'outro', MailTextKey>> = {
  verification: {
    subject: 'verificationSubject',
    intro: 'verificationIntro',
    action: 'verificationAction',
    outro: 'verificationOutro',
  },
  password_reset: {
    subject: 'passwordResetSubject',
    intro: 'passwordResetIntro',
    action: 'passwordResetAction',
    outro: 'passwordResetOutro',
  },
  deletion: {
    subject: 'deletionSubject',
    intro: 'deletionIntro',
    action: 'deletionAction',
    outro: 'deletionOutro',
  },
  dealer_invitation: {
    subject: 'dealerInvitationSubject',
    intro: 'dealerInvitationIntro',
    action: 'dealerInvitationAction',
    outro: 'dealerInvitationOutro',
  },
  dealer_linked: {
    subject: 'dealerLinkedSubject',
    intro: 'dealerLinkedIntro',
    action: 'dealerLinkedAction',
    outro: 'dealerLinkedOutro',
  },
};

/**
 * The verification, password-reset and deletion mails and the dealer-area invitation and link
 * notice: greeting, one button with the link, a note. `params` fill the texts (`shop`).
 */
export function renderAccountMail({
  kind,
  locale,
  publicUrl,
  name,
  url,
  params = {},
}: {
  kind: AccountMailKind;
  locale: Locale;
  publicUrl: string;
  name: string;
  /** The link with its token (the mail's secret). */
  url: string;
  params?: Record<string, string>;
}): Promise<RenderedMail> {
  const texts = TEXTS[kind];
  const subject = mailText(texts.subject, params, locale);
  return renderMail(
    subject,
    <MailLayout locale={locale} publicUrl={publicUrl} preview={subject}>
      <Text style={styles.text}>{mailText('greeting', { name }, locale)}</Text>
      <Text style={styles.text}>{mailText(texts.intro, params, locale)}</Text>
      <Section style={{ margin: '0 0 16px' }}>
        <Button href={url} style={styles.button}>
          {mailText(texts.action, {}, locale)}
        </Button>
      </Section>
      <Text style={styles.text}>{mailText(texts.outro, {}, locale)}</Text>
      <Text style={styles.text}>{mailText('signature', {}, locale)}</Text>
    </MailLayout>,
  );
}
