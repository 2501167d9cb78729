import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { mailOutbox } from '@spielraum/schema/db';
import type { Platform } from '@spielraum/indexer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mail text, escaped, with its http(s) links clickable (verification, reset, deletion). */
export function linkify(text: string) {
  const escaped = escapeHtml(text);
  return raw(escaped.replace(/https?:\/\/[^\s<>&#;]+/g, (url) => `<a href="${url}">${url}</a>`));
}

/**
 * Embedded mode only: `/outbox` lists the mails the portal "sent", so verification and reset
 * links can be followed without an SMTP server. Not mounted when SMTP is configured.
 */
export function outboxRoutes(platform: Platform) {
  return new Hono().get('/outbox', async (c) => {
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
