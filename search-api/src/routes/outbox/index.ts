import { desc } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { html, raw } from 'hono/html';
import { escapeHtml, PERMISSIONS } from '@spielraum/schema';
import { mailOutbox } from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { findSession, SESSION_COOKIE } from '../../accounts/find-session';
import { clientIp } from '../../http/client-ip';

/** The mail text, escaped, with its http(s) links clickable (verification, reset, deletion). */
export function linkify(text: string) {
  const escaped = escapeHtml(text);
  return raw(escaped.replace(/https?:\/\/[^\s<>&#;]+/g, (url) => `<a href="${url}">${url}</a>`));
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

async function mayReadOutbox(c: Context, platform: Platform, trustedProxies: number): Promise<boolean> {
  if (isLoopbackAddress(clientIp(c, trustedProxies))) return true;
  const session = await findSession({ db: platform.database.db, cookieValue: getCookie(c, SESSION_COOKIE) });
  return session?.permissions.includes(PERMISSIONS.operator) ?? false;
}

/**
 * Embedded mode only: `/outbox` lists the mails the portal "sent", so verification and reset
 * links can be followed without an SMTP server. Not mounted when SMTP is configured. The mails
 * hold the links that sign into and delete accounts, so only the machine the portal runs on
 * (a browser on loopback) and operators see them; anyone else gets the page that does not
 * exist.
 */
export function outboxRoutes(platform: Platform, { trustedProxies }: { trustedProxies: number }) {
  return new Hono().get('/outbox', async (c, next) => {
    if (!(await mayReadOutbox(c, platform, trustedProxies))) return next();
    const mails = await platform.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(100);
    const items = mails.map(
      (mail) =>
        html`<article>
          <h2>${mail.subject}</h2>
          <p class="meta">
            An ${mail.to} · ${mail.createdAt.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}
          </p>
          <pre>${linkify(mail.text)}</pre>
        </article>`,
    );
    return c.html(
      html`<!doctype html>
        <html lang="de">
          <head>
            <meta charset="utf-8" />
            <title>Postausgang – Spielraum</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 50rem;
                margin: 2rem auto;
                padding: 0 1rem;
              }
              article {
                border-bottom: 1px solid #ddd;
                padding: 1rem 0;
              }
              .meta {
                color: #555;
              }
              pre {
                white-space: pre-wrap;
              }
            </style>
          </head>
          <body>
            <h1>Postausgang</h1>
            <p>Im eingebetteten Modus werden E-Mails nicht versendet, sondern hier angezeigt.</p>
            ${items.length ? items : raw('<p>Noch keine E-Mails.</p>')}
          </body>
        </html>`,
    );
  });
}
