import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** A fake API answering the session and the consent call; the consent call sets the cookie as the real one does. */
function stubConsentApi() {
  const logged: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/session/') return Response.json(anonymousSession);
      if (url.pathname === '/api/consent/') {
        const body = JSON.parse(String(init?.body)) as Record<string, boolean>;
        logged.push(body);
        const flags = ['history', 'analytics', 'social'].map((key) => (body[key] ? '1' : '0')).join('');
        document.cookie = `spielraum_consent=1.${flags}.00000000-0000-4000-8000-0000000000aa; path=/`;
        return Response.json({
          data: { consent_id: '00000000-0000-4000-8000-0000000000aa', version: 1, ...body },
        });
      }
      return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
    }),
  );
  return logged;
}

describe('the cookie-consent dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = 'spielraum_consent=; path=/; max-age=0';
  });

  it('asks at the first visit, with rejecting as easy as accepting, and closes only with a choice', async () => {
    const logged = stubConsentApi();
    renderApp('/about-us');
    const dialog = within(await screen.findByRole('dialog', { name: 'Datenschutz-Einstellungen' }));
    const reject = dialog.getByRole('button', { name: 'Alle ablehnen' });
    const accept = dialog.getByRole('button', { name: 'Alle akzeptieren' });
    expect(reject.className).toBe(accept.className);
    expect(dialog.queryByRole('button', { name: 'Schließen' })).toBeNull();
    for (const option of ['Produktverlauf', 'Web-Analyse', 'Social Media'])
      expect(dialog.getByRole('switch', { name: new RegExp(option) })).not.toBeChecked();
    await userEvent.setup().click(reject);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logged).toEqual([{ version: 1, history: false, analytics: false, social: false }]);
  });

  it('saves a choice of single options and opens again from the footer with that choice', async () => {
    const logged = stubConsentApi();
    const user = userEvent.setup();
    renderApp('/about-us');
    const dialog = within(await screen.findByRole('dialog', { name: 'Datenschutz-Einstellungen' }));
    await user.click(dialog.getByRole('switch', { name: /Produktverlauf/ }));
    await user.click(dialog.getByRole('button', { name: 'Auswahl speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logged).toEqual([{ version: 1, history: true, analytics: false, social: false }]);

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie-Einstellungen' }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Datenschutz-Einstellungen' }));
    expect(again.getByRole('switch', { name: /Produktverlauf/ })).toBeChecked();
    expect(again.getByRole('switch', { name: /Web-Analyse/ })).not.toBeChecked();
    // reopened, it may be closed without a new choice
    await user.click(again.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logged).toHaveLength(1);
  });
});
