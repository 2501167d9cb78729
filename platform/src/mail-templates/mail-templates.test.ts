import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import {
  renderAccountMail,
  renderContactConfirmationMail,
  renderContactTeamMail,
  renderNotificationMail,
  unsubscribeMailParts,
  type RenderedMail,
} from './index';

const PUBLIC_URL = 'https://spielraum.example';
const SECRET = 'ab'.repeat(32);

/**
 * The markup check of every rendered mail: html-validate's recommended rules, less those that
 * speak against what mail HTML must be. Mail clients drop <style> and need layout tables with
 * the old table attributes (Outlook), so these are off: `no-inline-style`, `no-deprecated-attr`
 * (align, width, cellpadding, cellspacing), `attr-case` (React writes cellPadding),
 * `presentation-role-style` (role="presentation" is what mail clients and screen readers know
 * on layout tables), `doctype-html` and `void-style` (react-email writes the XHTML 1.0
 * Transitional doctype and self-closed <meta/>, <br/>, <hr/> that clients expect) and
 * `no-conditional-comment` (the button's Outlook-only padding). Every rule about broken markup
 * stays: unclosed or misnested elements, duplicate ids, invalid nesting, unescaped characters,
 * missing alt texts, empty links and headings.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'no-deprecated-attr': 'off',
    'attr-case': 'off',
    'presentation-role-style': 'off',
    'doctype-html': 'off',
    'void-style': 'off',
    'no-conditional-comment': 'off',
  },
});

const alerts = unsubscribeMailParts({ publicUrl: PUBLIC_URL, kind: 'alerts', secret: SECRET });
const news = unsubscribeMailParts({ publicUrl: PUBLIC_URL, kind: 'news', secret: SECRET });
const priceItems = [
  {
    line: 'Azul: jetzt 24,99 € inkl. Versand (vorher 29,99 €)',
    url: `${PUBLIC_URL}/games/brettspiele/azul`,
  },
  {
    line: 'Patchwork ist wieder lieferbar (ab 17,49 € inkl. Versand)',
    url: `${PUBLIC_URL}/games/brettspiele/patchwork`,
  },
];

/** Every kind of mail with fixed data; the name is the snapshot's file name. */
const KINDS: Record<string, () => Promise<RenderedMail>> = {
  verification: () =>
    renderAccountMail({
      kind: 'verification',
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Mia <Meeple> & Co',
      url: `${PUBLIC_URL}/verification/00000000-0000-4000-8000-000000000001/verify-token`,
    }),
  'password-reset': () =>
    renderAccountMail({
      kind: 'password_reset',
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Mia',
      url: `${PUBLIC_URL}/newpassword/00000000-0000-4000-8000-000000000001/reset-token`,
    }),
  'account-deletion': () =>
    renderAccountMail({
      kind: 'deletion',
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Mia',
      url: `${PUBLIC_URL}/deleteuser/00000000-0000-4000-8000-000000000001/deletion-token`,
    }),
  'dealer-invitation': () =>
    renderAccountMail({
      kind: 'dealer_invitation',
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Jonas',
      url: `${PUBLIC_URL}/haendler/einladung/00000000-0000-4000-8000-000000000003/invitation-token`,
      params: { shop: 'Würfel & Co' },
    }),
  'dealer-linked': () =>
    renderAccountMail({
      kind: 'dealer_linked',
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Jonas',
      url: `${PUBLIC_URL}/haendler/login`,
      params: { shop: 'Würfel & Co' },
    }),
  'password-reset.en': () =>
    renderAccountMail({
      kind: 'password_reset',
      locale: 'en',
      publicUrl: PUBLIC_URL,
      name: 'Sam',
      url: `${PUBLIC_URL}/newpassword/00000000-0000-4000-8000-000000000002/reset-token`,
    }),
  alert: () =>
    renderNotificationMail({
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Mia',
      mode: 'immediately',
      topic: 'alerts',
      items: priceItems,
      more: 0,
      unsubscribe: alerts.unsubscribe,
    }),
  'alert-digest': () =>
    renderNotificationMail({
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Mia',
      mode: 'daily',
      topic: 'alerts',
      items: priceItems,
      more: 3,
      unsubscribe: alerts.unsubscribe,
    }),
  'alert.en': () =>
    renderNotificationMail({
      locale: 'en',
      publicUrl: PUBLIC_URL,
      name: 'Sam',
      mode: 'immediately',
      topic: 'alerts',
      items: [
        {
          line: 'Azul: now €24.99 incl. shipping (before €29.99)',
          url: `${PUBLIC_URL}/games/brettspiele/azul`,
        },
      ],
      more: 0,
      unsubscribe: alerts.unsubscribe,
    }),
  'moderation-decision': () =>
    renderNotificationMail({
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Mia',
      mode: 'immediately',
      topic: 'notifications',
      items: [
        {
          line: 'Deine Bewertung „Schöne Fliesen“ zu Azul wurde nicht veröffentlicht. Grund: Werbung',
          url: `${PUBLIC_URL}/games/brettspiele/azul`,
        },
      ],
      more: 0,
      unsubscribe: alerts.unsubscribe,
    }),
  'list-addition': () =>
    renderNotificationMail({
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Mia',
      mode: 'immediately',
      topic: 'notifications',
      items: [
        { line: 'Neu in „Spiele zu zweit“: Patchwork', url: `${PUBLIC_URL}/games/brettspiele/patchwork` },
      ],
      more: 0,
      unsubscribe: alerts.unsubscribe,
    }),
  news: () =>
    renderNotificationMail({
      locale: 'de',
      publicUrl: PUBLIC_URL,
      name: 'Mia',
      mode: 'immediately',
      topic: 'news',
      items: [
        {
          line: 'Neu: Test: Azul im Familien-Check',
          url: `${PUBLIC_URL}/magazine/tests/azul-im-familien-check`,
        },
      ],
      more: 0,
      unsubscribe: news.unsubscribe,
    }),
  'contact-team': () =>
    renderContactTeamMail({
      id: 42,
      name: 'Lea <Brandt>',
      email: 'lea@example.com',
      message: 'Bei Azul stimmt der Versandpreis\nvon Shop X nicht mehr. <script>alert(1)</script>',
    }),
  'contact-confirmation': () => renderContactConfirmationMail({ locale: 'de', publicUrl: PUBLIC_URL }),
};

describe('mail templates', () => {
  for (const [kind, render] of Object.entries(KINDS)) {
    it(`renders the ${kind} mail as HTML and text, valid markup`, async () => {
      const mail = await render();
      await expect(mail.html).toMatchFileSnapshot(`./__snapshots__/${kind}.html`);
      await expect(`Subject: ${mail.subject}\n\n${mail.text}\n`).toMatchFileSnapshot(
        `./__snapshots__/${kind}.txt`,
      );
      const report = await validator.validateString(mail.html);
      const problems = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId}: ${message.message}`),
      );
      expect(problems).toEqual([]);
      // nothing of a name or message is read as markup
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<Meeple>');
    });
  }

  it('puts the footer links in every mail to users, and the unsubscribe link only in subscribed ones', async () => {
    const verification = await KINDS.verification!();
    for (const path of ['/legal-notice', '/privacy-policy', '/settings'])
      expect(verification.html).toContain(`href="${PUBLIC_URL}${path}"`);
    expect(verification.html).not.toContain('/unsubscribe/');
    const alert = await KINDS.alert!();
    expect(alert.html).toContain(`href="${PUBLIC_URL}/unsubscribe/alerts-${SECRET}"`);
    expect(alert.text).toContain(`${PUBLIC_URL}/unsubscribe/alerts-${SECRET}`);
    const newsMail = await KINDS.news!();
    expect(newsMail.text).toContain(`${PUBLIC_URL}/unsubscribe/news-${SECRET}`);
  });

  it('names the one-click address in the List-Unsubscribe headers (RFC 8058)', () => {
    expect(alerts.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/unsubscribe/alerts-${SECRET}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('confirms a contact message without a word of the sender', async () => {
    const mail = await KINDS['contact-confirmation']!();
    expect(mail.text).toContain('Hallo,');
    expect(mail.text).toContain('vielen Dank für deine Nachricht');
  });
});
