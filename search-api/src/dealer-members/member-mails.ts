import { createHash } from 'node:crypto';
import type { JobQueue } from '@spielraum/platform';
import { renderAccountMail, type AccountMailKind } from '@spielraum/platform/mail-templates';
import type { AccountsConfig } from '../accounts/config';

/** The page an invitation link opens; it ends with the account and its token. */
export const DEALER_INVITATION_PAGE = '/haendler/einladung';
/** The shop login, for accounts that were linked to one more shop. */
const DEALER_LOGIN_PAGE = '/haendler/login';

/**
 * Renders the mail with the account template (German: these accounts are made by the operators
 * before their owner chose a language) and queues it; the job id comes from `jobKey`, so a
 * retried request never mails twice.
 */
async function enqueue(
  queue: JobQueue,
  config: AccountsConfig,
  mail: { to: string; name: string; kind: AccountMailKind; shopName: string; url: string; secret?: string },
  jobKey: string,
) {
  const rendered = await renderAccountMail({
    kind: mail.kind,
    locale: 'de',
    publicUrl: config.publicUrl,
    name: mail.name,
    url: mail.url,
    params: { shop: mail.shopName },
  });
  const jobId = `dealer-member-${createHash('sha256').update(jobKey).digest('hex').slice(0, 32)}`;
  return queue.enqueue(
    'send-mail',
    { to: mail.to, ...rendered, ...(mail.secret ? { secrets: [mail.secret] } : {}) },
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
  return enqueue(queue, config, { to, name, kind: 'dealer_invitation', shopName, url, secret: token }, url);
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
    config,
    { to, name, kind: 'dealer_linked', shopName, url },
    `linked:${dealerId}:${uuid}:${memberSince.toISOString()}`,
  );
}
