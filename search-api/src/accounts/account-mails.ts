import { createHash } from 'node:crypto';
import type { JobQueue } from '@spielraum/platform';
import { escapeHtml } from '@spielraum/schema';
import type { AccountsConfig } from './config';

interface AccountMail {
  subject: string;
  intro: string;
  action: string;
  path: string;
  outro: string;
}

/** The German account mails; each carries one link to a page of SPEC §2. */
const MAILS = {
  verification: (path: string): AccountMail => ({
    subject: 'Bitte bestätige deine E-Mail Adresse',
    intro: 'schön, dass du bei Spielraum dabei bist! Bitte bestätige deine E-Mail Adresse über diesen Link:',
    action: 'E-Mail Adresse bestätigen',
    path,
    outro:
      'Der Link ist 48 Stunden gültig. Wenn du dich nicht bei Spielraum registriert hast, kannst du diese E-Mail ignorieren.',
  }),
  password_reset: (path: string): AccountMail => ({
    subject: 'Dein neues Passwort für Spielraum',
    intro: 'du hast ein neues Passwort angefordert. Über diesen Link legst du es fest:',
    action: 'Neues Passwort festlegen',
    path,
    outro:
      'Der Link ist eine Stunde gültig und funktioniert nur einmal. Wenn du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren – dein Passwort bleibt unverändert.',
  }),
  deletion: (path: string): AccountMail => ({
    subject: 'Bestätige die Löschung deines Spielraum-Kontos',
    intro: 'du möchtest dein Konto bei Spielraum löschen. Bitte bestätige das über diesen Link:',
    action: 'Konto endgültig löschen',
    path,
    outro:
      'Der Link ist 24 Stunden gültig. Wenn du die Löschung nicht angefordert hast, ändere bitte dein Passwort.',
  }),
};

/** The page each account mail links to (SPEC §2); the link ends with the account and its token. */
const PAGES = {
  verification: '/verification',
  password_reset: '/newpassword',
  deletion: '/deleteuser',
} as const;

/**
 * Queues an account mail through the send-mail job (outbox in embedded mode, SMTP in server
 * mode). The job id is derived from the link, so a retried request never mails twice; the
 * token is the mail's secret, kept out of the stored copy once the mail is delivered.
 */
export async function queueAccountMail({
  queue,
  config,
  kind,
  to,
  name,
  uuid,
  token,
}: {
  queue: JobQueue;
  config: AccountsConfig;
  kind: keyof typeof MAILS;
  to: string;
  name: string;
  uuid: string;
  token: string;
}): Promise<void> {
  const path = `${PAGES[kind]}/${uuid}/${token}`;
  const mail = MAILS[kind](path);
  const url = `${config.publicUrl}${path}`;
  const text = `Hallo ${name},\n\n${mail.intro}\n\n${url}\n\n${mail.outro}\n\nDein Spielraum-Team`;
  const html = `<p>Hallo ${escapeHtml(name)},</p><p>${escapeHtml(mail.intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(mail.action)}</a></p><p>${escapeHtml(mail.outro)}</p><p>Dein Spielraum-Team</p>`;
  const jobId = `account-mail-${kind}-${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
  await queue.enqueue('send-mail', { to, subject: mail.subject, text, html, secrets: [token] }, { jobId });
}
