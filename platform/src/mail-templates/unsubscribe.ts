import { unsubscribeToken, type UnsubscribeKind } from '@spielraum/schema';
import type { MailUnsubscribe } from './layout';

/**
 * The unsubscribe parts of an alert, digest or news mail (RFC 8058): the footer's link to the
 * page that explains and asks for a click, and the `List-Unsubscribe` headers whose address a
 * mail client posts `List-Unsubscribe=One-Click` to. `secret` is the user's
 * `users.unsubscribe_token`; the send-mail job gets it as a secret of the mail.
 */
export function unsubscribeMailParts({
  publicUrl,
  kind,
  secret,
}: {
  publicUrl: string;
  kind: UnsubscribeKind;
  secret: string;
}): { unsubscribe: MailUnsubscribe; headers: Record<string, string> } {
  const token = unsubscribeToken(kind, secret);
  return {
    unsubscribe: { kind, pageUrl: `${publicUrl}/unsubscribe/${token}` },
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/unsubscribe/${token}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
