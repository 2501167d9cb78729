/** @jsxRuntime automatic @jsxImportSource react */
// the pragma: tsx applies a tsconfig only to its own package, and these files are run from others
import { Text } from '@react-email/components';
import { mailText, type Locale } from '@spielraum/schema';
import { MailLayout, styles } from './layout';
import { renderMail, type RenderedMail } from './render';

/**
 * The contact form's message to the team: sender, message number and the message as typed
 * (escaped by React, line breaks kept). The team's own mail, so German and without the
 * portal's footer.
 */
export function renderContactTeamMail({
  id,
  name,
  email,
  message,
}: {
  id: number;
  name: string;
  email: string;
  message: string;
}): Promise<RenderedMail> {
  const locale: Locale = 'de';
  // the name goes into a header: no line breaks that could start a header of its own
  const subject = mailText('contactTeamSubject', { name: name.replace(/[\r\n]+/g, ' ') }, locale);
  return renderMail(
    subject,
    <MailLayout locale={locale} publicUrl={null} preview={subject}>
      <Text style={styles.text}>
        {`${mailText('contactTeamName', {}, locale)}: ${name}`}
        <br />
        {`${mailText('contactTeamEmail', {}, locale)}: ${email}`}
        <br />
        {mailText('contactTeamNumber', { id }, locale)}
      </Text>
      <pre style={{ ...styles.text, fontFamily: 'inherit', whiteSpace: 'pre-wrap' }}>{message}</pre>
      <Text style={styles.small}>{mailText('contactTeamNote', {}, locale)}</Text>
    </MailLayout>,
  );
}

/**
 * The confirmation to whoever sent the contact form. Fixed text only: it quotes neither the
 * message nor the name, so the form cannot carry anyone's words to the address typed into it.
 */
export function renderContactConfirmationMail({
  locale,
  publicUrl,
}: {
  locale: Locale;
  publicUrl: string;
}): Promise<RenderedMail> {
  const subject = mailText('contactConfirmationSubject', {}, locale);
  return renderMail(
    subject,
    <MailLayout locale={locale} publicUrl={publicUrl} preview={subject}>
      <Text style={styles.text}>{mailText('greetingNoName', {}, locale)}</Text>
      <Text style={styles.text}>{mailText('contactConfirmationText', {}, locale)}</Text>
      <Text style={styles.text}>{mailText('contactConfirmationNotYou', {}, locale)}</Text>
      <Text style={styles.text}>{mailText('signature', {}, locale)}</Text>
    </MailLayout>,
  );
}
