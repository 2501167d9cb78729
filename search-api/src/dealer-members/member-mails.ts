import { createHash } from 'node:crypto';
import type { JobQueue } from '@spielraum/platform';
import { escapeHtml } from '@spielraum/schema';
import type { AccountsConfig } from '../accounts/config';

/** The page an invitation link opens; it ends with the account and its token. */
export const DEALER_INVITATION_PAGE = '/haendler/einladung';
/** Where a dealer manages their shops once signed in. */
const DEALER_AREA_PAGE = '/haendlerbereich';
/** The shop login, for accounts that were linked to one more shop. */
const DEALER_LOGIN_PAGE = '/haendler/login';

interface MemberMail {
  subject: string;
  paragraphs: string[];
  action: string;
  url: string;
  secret?: string;
}

function enqueue(queue: JobQueue, to: string, name: string, mail: MemberMail, jobKey: string) {
  const text = `Hallo ${name},\n\n${mail.paragraphs.join('\n\n')}\n\n${mail.url}\n\nDein Spielraum-Team`;
  const html = `<p>Hallo ${escapeHtml(name)},</p>${mail.paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(mail.url)}">${escapeHtml(mail.action)}</a></p><p>Dein Spielraum-Team</p>`;
  const jobId = `dealer-member-${createHash('sha256').update(jobKey).digest('hex').slice(0, 32)}`;
  return queue.enqueue(
    'send-mail',
    { to, subject: mail.subject, text, html, ...(mail.secret ? { secrets: [mail.secret] } : {}) },
    { jobId },
  );
}

/**
 * Mails an invited person the one-time link that sets their first password (valid 7 days,
 * `TOKEN_LIFETIME_MS.dealer_invitation`). The job id comes from the link, so a retried request
 * never mails twice; the token is kept out of the stored copy once delivered.
 */
export function queueDealerInvitationMail({
  queue,
  config,
  to,
  name,
  shopName,
  uuid,
  token,
}: {
  queue: JobQueue;
  config: AccountsConfig;
  to: string;
  name: string;
  shopName: string;
  uuid: string;
  token: string;
}) {
  const url = `${config.publicUrl}${DEALER_INVITATION_PAGE}/${uuid}/${token}`;
  return enqueue(
    queue,
    to,
    name,
    {
      subject: `Einladung: ${shopName} bei Spielraum verwalten`,
      paragraphs: [
        `du wurdest eingeladen, den Shop „${shopName}“ im Händlerbereich von Spielraum zu verwalten: Logo, Webseite und Social-Media-Profile eures Shops pflegen und sehen, wie oft Besucherinnen und Besucher zu euch klicken.`,
        'Über diesen Link legst du dein Passwort fest und bist danach gleich angemeldet:',
      ],
      action: 'Passwort festlegen',
      url,
      secret: token,
    },
    url,
  );
}

/** Tells an existing account that it now also manages `shopName`, with a link to the shop login. */
export function queueDealerLinkedMail({
  queue,
  config,
  to,
  name,
  shopName,
  dealerId,
  uuid,
  memberSince,
}: {
  queue: JobQueue;
  config: AccountsConfig;
  to: string;
  name: string;
  shopName: string;
  dealerId: number;
  uuid: string;
  /** When the membership began: one mail per membership, also when a request is retried. */
  memberSince: Date;
}) {
  const url = `${config.publicUrl}${DEALER_LOGIN_PAGE}`;
  return enqueue(
    queue,
    to,
    name,
    {
      subject: `Du verwaltest jetzt ${shopName} bei Spielraum`,
      paragraphs: [
        `dein Spielraum-Konto wurde mit dem Shop „${shopName}“ verknüpft. Nach der Anmeldung im Händler-Login findest du ihn im Händlerbereich (${config.publicUrl}${DEALER_AREA_PAGE}).`,
        'Wenn du das nicht erwartet hast, antworte bitte über unser Kontaktformular.',
      ],
      action: 'Zum Händler-Login',
      url,
    },
    `linked:${dealerId}:${uuid}:${memberSince.toISOString()}`,
  );
}
