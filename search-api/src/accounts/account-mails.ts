import { createHash } from 'node:crypto';
import type { JobQueue } from '@spielraum/platform';
import { renderAccountMail, type AccountMailKind } from '@spielraum/platform/mail-templates';
import { mailLocale } from '@spielraum/schema';
import type { AccountsConfig } from './config';

type TokenMailKind = Extract<AccountMailKind, 'verification' | 'password_reset' | 'deletion'>;

/** The page each account mail links to (SPEC §2); the link ends with the account and its token. */
const PAGES: Record<TokenMailKind, string> = {
  verification: '/verification',
  password_reset: '/newpassword',
  deletion: '/deleteuser',
};

/**
 * Queues an account mail (template `renderAccountMail`, German or by the user's `locale`) through
 * the send-mail job (outbox in embedded mode, SMTP in server mode). The job id is derived from
 * the link, so a retried request never mails twice; the token is the mail's secret, kept out of
 * the stored copy once the mail is delivered.
 */
export async function queueAccountMail({
  queue,
  config,
  kind,
  to,
  name,
  uuid,
  token,
  locale,
}: {
  queue: JobQueue;
  config: AccountsConfig;
  kind: TokenMailKind;
  to: string;
  name: string;
  uuid: string;
  token: string;
  /** The user's `locale`; German when unknown (a new account). */
  locale?: string;
}): Promise<void> {
  const url = `${config.publicUrl}${PAGES[kind]}/${uuid}/${token}`;
  const mail = await renderAccountMail({
    kind,
    locale: mailLocale(locale),
    publicUrl: config.publicUrl,
    name,
    url,
  });
  const jobId = `account-mail-${kind}-${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
  await queue.enqueue('send-mail', { to, ...mail, secrets: [token] }, { jobId });
}
