import { Hono } from 'hono';
import { mailText, type UnsubscribeResponse } from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { AppError } from '../../http/errors';
import { findUnsubscribeLink, unsubscribe } from '../../unsubscribe/unsubscribe';

const invalidLink = () =>
  new AppError('not_found', { error: 'invalid unsubscribe link', message: mailText('unsubscribeInvalid') });

/**
 * The unsubscribe links of alert, digest and news mails (mounted under /api before the
 * anti-forgery check: a mail client posts the one-click unsubscribe of RFC 8058 without our
 * cookies; the link's token is what authenticates it). `GET unsubscribe/{token}/` says what the
 * link would stop and changes nothing, so link scanners cannot unsubscribe anyone; a browser
 * that opens the `List-Unsubscribe` address itself is sent to the page that asks for the click.
 * `POST unsubscribe/{token}/` unsubscribes. An unknown token is a 404 with a German text.
 */
export function unsubscribeRoutes(platform: Platform) {
  const { db } = platform.database;
  return new Hono()
    .get('/unsubscribe/:token/', async (c) => {
      const token = c.req.param('token');
      const link = await findUnsubscribeLink({ db, token });
      if (!link) throw invalidLink();
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
      const accept = c.req.header('accept') ?? '';
      if (accept.includes('text/html') && !accept.includes('application/json'))
        return c.redirect(`/unsubscribe/${encodeURIComponent(token)}`, 303);
      const answer: UnsubscribeResponse = { data: { kind: link.kind, unsubscribed: false } };
      return c.json(answer);
    })
    .post('/unsubscribe/:token/', async (c) => {
      const kind = await unsubscribe({ db, token: c.req.param('token') });
      if (!kind) throw invalidLink();
      c.header('Cache-Control', 'no-store');
      platform.logger.info({ kind }, 'unsubscribed through a mail link');
      const answer: UnsubscribeResponse = { data: { kind, unsubscribed: true } };
      return c.json(answer);
    });
}
