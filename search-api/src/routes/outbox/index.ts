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
 * The outbox page's policy: no script at all, styles inline only, images from anywhere a mail
 * may show them. The mails' HTML parts run in sandboxed srcdoc frames, which inherit it.
 */
const OUTBOX_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Embedded mode only: `/outbox` lists the mails the portal "sent", so verification and reset
 * links can be followed without an SMTP server. Not mounted when SMTP is configured. The mails
 * hold the links that sign into and delete accounts, so only the machine the portal runs on
 * (a browser on loopback) and operators see them; anyone else gets the page that does not
 * exist. Each mail shows its HTML part as the recipient sees it (a sandboxed frame: no
 * scripts, links open in a new tab) next to its text part, whose links are plain links of the
 * page (what the browser journeys follow).
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
          <div class="parts">
            ${
              mail.html === null
                ? ''
                : html`<section class="part" aria-label="HTML-Ansicht">
                    <h3>So sieht die E-Mail aus</h3>
                    <iframe
                      title="${`HTML-Ansicht: ${mail.subject}`}"
                      sandbox="allow-popups allow-popups-to-escape-sandbox"
                      referrerpolicy="no-referrer"
                      loading="lazy"
                      srcdoc="${mail.html}"
                    ></iframe>
                  </section>`
            }
            <section class="part" aria-label="Textteil">
              <h3>Textteil</h3>
              <pre>${linkify(mail.text)}</pre>
            </section>
          </div>
        </article>`,
    );
    c.header('Content-Security-Policy', OUTBOX_CONTENT_SECURITY_POLICY);
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="de">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <title>Postausgang – Spielraum</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 80rem;
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
              .parts {
                display: flex;
                flex-wrap: wrap;
                gap: 1rem;
              }
              .part {
                flex: 1 1 22rem;
                min-width: 0;
              }
              h3 {
                font-size: 1rem;
                color: #333;
              }
              iframe {
                width: 100%;
                height: 36rem;
                border: 1px solid #ccc;
                border-radius: 4px;
                background: #fff;
              }
              pre {
                white-space: pre-wrap;
                overflow-wrap: anywhere;
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
