import {
  dealerAnalyticsResponseSchema,
  dealerAreaShopResponseSchema,
  dealerAreaShopsResponseSchema,
  loginResponseSchema,
  type DealerAreaShop,
  type SessionResponse,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousSession, signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const dealerUser = {
  ...signedInSession.data.user!,
  email: 'kiste@example.com',
  user_type: 'dealer' as const,
};
const dealerSession: SessionResponse = { data: { user: dealerUser, permissions: [] } };

function shop(overrides: Partial<DealerAreaShop> = {}): DealerAreaShop {
  return {
    id: 1,
    slug: 'spielekiste',
    name: 'Spielekiste',
    active: true,
    offer_count: 1234,
    // 08:01 UTC is 09:01 in Berlin in November
    last_feed_run: {
      status: 'succeeded',
      at: '2026-11-02T08:01:00.000Z',
      rows_applied: 1234,
      rows_failed: 0,
    },
    logo_image_id: 20,
    website: 'https://spielekiste.example',
    social_links: { instagram: 'https://www.instagram.com/spielekiste' },
    ...overrides,
  };
}

const SHOPS = [
  shop(),
  shop({
    id: 3,
    slug: 'wuerfelwelt',
    name: 'Würfelwelt',
    active: false,
    offer_count: 0,
    last_feed_run: null,
    logo_image_id: null,
    social_links: {},
  }),
];

function clickOuts(total: number) {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    click_outs: index === 29 ? total : 0,
  }));
  return dealerAnalyticsResponseSchema.parse({
    data: {
      days: 30,
      from: '2026-11-01',
      to: '2026-11-30',
      dealer: { id: 1, name: 'Spielekiste' },
      total_click_outs: total,
      per_day: days,
      games:
        total === 0
          ? []
          : [{ product_id: 1, slug: 'azul', title: 'Azul', category: 'brettspiele', click_outs: total }],
    },
  });
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake search-api for the shop side: the session (which login changes), the dealer-area calls. */
function fakeApi({
  session,
  shops = SHOPS,
  loginAs,
  clicks = 7,
  profileAnswer,
}: {
  session: SessionResponse;
  shops?: DealerAreaShop[] | 'forbidden';
  loginAs?: SessionResponse;
  clicks?: number | 'failed';
  profileAnswer?: (body: unknown) => Response;
}) {
  let current = session;
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/session/') return Response.json(current);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    if (url.pathname === '/api/login/' && loginAs) {
      current = loginAs;
      return Response.json(
        loginResponseSchema.parse({ data: { user_data: loginAs.data.user, permissions: [] } }),
      );
    }
    if (url.pathname === '/api/dealer-area/invitation/') {
      current = dealerSession;
      return Response.json({ data: { user_data: dealerUser, permissions: [] } });
    }
    if (url.pathname === '/api/dealer-area/shops/') {
      if (shops === 'forbidden' || current.data.user?.user_type !== 'dealer')
        return Response.json(
          {
            status: 403,
            error: 'not a dealer account',
            message: 'Dieses Konto ist mit keinem Shop verknüpft.',
          },
          { status: 403 },
        );
      return Response.json(dealerAreaShopsResponseSchema.parse({ data: { shops } }));
    }
    if (url.pathname === '/api/dealer-area/shops/1/click-outs/') {
      if (clicks === 'failed')
        return Response.json(
          { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
          { status: 500 },
        );
      return Response.json(clickOuts(clicks));
    }
    if (url.pathname === '/api/dealer-area/shops/1/profile/' && method === 'PUT') {
      if (profileAnswer) return profileAnswer(body);
      const request = body as { website: string; social_links: DealerAreaShop['social_links'] };
      return Response.json(
        dealerAreaShopResponseSchema.parse({
          data: { shop: shop({ website: request.website, social_links: request.social_links }) },
        }),
      );
    }
    if (url.pathname === '/api/dealer-area/shops/1/logo/' && method === 'POST')
      return Response.json(
        dealerAreaShopResponseSchema.parse({ data: { shop: shop({ logo_image_id: 21 }) } }),
      );
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return calls;
}

describe('the shop login and the dealer area', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the shop login in the footer; a dealer signs in there and goes on to the dealer area', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ session: anonymousSession, loginAs: dealerSession });
    const { router } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Händler-Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Händler-Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/haendler/login');

    // the form is used by keyboard alone
    await user.click(screen.getByRole('textbox', { name: /E-Mail Adresse/ }));
    await user.keyboard('kiste@example.com');
    await user.tab();
    await user.keyboard('richtig-geheim{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Händlerbereich' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/haendlerbereich');
    expect(calls.find((call) => call.path === '/api/login/')?.body).toEqual({
      email: 'kiste@example.com',
      password: 'richtig-geheim',
      stay_logged_in: false,
    });
  });

  it('tells an account without a shop in German that it is not linked, and keeps it signed in', async () => {
    const user = userEvent.setup();
    fakeApi({ session: anonymousSession, loginAs: signedInSession });
    const { router } = renderApp('/haendler/login');
    await user.type(await screen.findByRole('textbox', { name: /E-Mail Adresse/ }), 'mara@example.org');
    await user.type(screen.getByLabelText(/^Passwort/), 'richtig-geheim');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Anmelden' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Dieses Konto ist mit keinem Shop verknüpft.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(within(notice).getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(router.state.location.pathname).toBe('/haendler/login');
  });

  it('checks the form before calling: German messages for an empty form', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ session: anonymousSession });
    renderApp('/haendler/login');
    await screen.findByRole('heading', { level: 1, name: 'Händler-Login' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Keine oder ungültige E-Mail Adresse.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/login/')).toBe(false);
  });

  it('sends visitors of the dealer area to the shop login and other accounts there with the reason', async () => {
    fakeApi({ session: anonymousSession });
    const visitor = renderApp('/haendlerbereich/shops/1');
    await screen.findByRole('heading', { level: 1, name: 'Händler-Login' });
    expect(visitor.router.state.location.search).toBe('?zurueck=%2Fhaendlerbereich%2Fshops%2F1');
    visitor.unmount();

    fakeApi({ session: signedInSession });
    const other = renderApp('/haendlerbereich');
    await screen.findByRole('heading', { level: 1, name: 'Händler-Login' });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Konto ist mit keinem Shop verknüpft.');
    other.unmount();

    fakeApi({ session: dealerSession, shops: [] });
    renderApp('/haendlerbereich');
    await screen.findByRole('heading', { level: 1, name: 'Händler-Login' });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Konto ist mit keinem Shop verknüpft.');
  });

  it("lists the dealer's shops with state, offers, last feed run and links", async () => {
    fakeApi({ session: dealerSession });
    renderApp('/haendlerbereich');
    const list = await screen.findByRole('list', { name: 'Deine Shops' });
    const [kiste, wuerfel] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(kiste).getByRole('heading', { name: 'Spielekiste' })).toBeInTheDocument();
    expect(within(kiste).getByText('aktiv')).toBeInTheDocument();
    expect(within(kiste).getByText('1.234 Angebote')).toBeInTheDocument();
    expect(within(kiste).getByText('erfolgreich, 02.11.2026, 09:01 Uhr')).toHaveAttribute(
      'datetime',
      '2026-11-02T08:01:00.000Z',
    );
    expect(within(kiste).getByRole('img', { name: 'Logo von Spielekiste' })).toHaveAttribute(
      'src',
      '/api/images/20?w=450',
    );
    expect(within(kiste).getByRole('link', { name: 'Spielekiste verwalten' })).toHaveAttribute(
      'href',
      '/haendlerbereich/shops/1',
    );
    expect(within(kiste).getByRole('link', { name: 'Öffentliche Seite von Spielekiste' })).toHaveAttribute(
      'href',
      '/dealers-details/spielekiste',
    );
    expect(within(wuerfel).getByText('nicht aktiv')).toBeInTheDocument();
    expect(within(wuerfel).getByText('Noch kein Feed-Lauf', { exact: false })).toBeInTheDocument();
    expect(within(wuerfel).getByText('0 Angebote')).toBeInTheDocument();
    expect(
      within(wuerfel).getByText('Nicht aktive Shops erscheinen nicht auf den öffentlichen Seiten.'),
    ).toBeInTheDocument();
    expect(within(wuerfel).queryByRole('link', { name: /Öffentliche Seite/ })).toBeNull();
  });

  it('edits the profile: German messages for bad links, then saves and shows the public preview', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ session: dealerSession });
    renderApp('/haendlerbereich/shops/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spielekiste verwalten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profil', selected: true })).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByRole('img', { name: 'Logo von Spielekiste' })).toBeInTheDocument();
    expect(
      within(preview).getByRole('link', { name: 'Instagram (öffnet in neuem Fenster)' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/spielekiste');
    expect(within(preview).getByRole('link', { name: /Öffentliche Seite von Spielekiste/ })).toHaveAttribute(
      'href',
      '/dealers-details/spielekiste',
    );

    const mastodon = screen.getByRole('textbox', { name: 'Mastodon' });
    await user.type(mastodon, 'http://mastodon.social/kiste');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(
      await screen.findByText('Bitte gib die https-Adresse eures Profils bei Mastodon an.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(mastodon);
    await user.type(mastodon, 'https://spiele.social/@kiste');
    await user.clear(screen.getByRole('textbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Das Shop-Profil wurde gespeichert.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      website: 'https://spielekiste.example',
      social_links: { mastodon: 'https://spiele.social/@kiste' },
    });
    await waitFor(() =>
      expect(
        within(preview).getByRole('link', { name: 'Mastodon (öffnet in neuem Fenster)' }),
      ).toBeInTheDocument(),
    );
    expect(within(preview).queryByRole('link', { name: /Instagram/ })).toBeNull();
  });

  it("shows the server's German field message when it refuses the profile", async () => {
    const user = userEvent.setup();
    fakeApi({
      session: dealerSession,
      profileAnswer: () =>
        Response.json(
          {
            status: 400,
            error: 'validation failed',
            message: 'Die Anfrage ist ungültig.',
            fields: { website: 'Ungültige URL' },
          },
          { status: 400 },
        ),
    });
    renderApp('/haendlerbereich/shops/1');
    await user.click(await screen.findByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Ungültige URL')).toBeInTheDocument();
  });

  it('uploads a logo with a preview of the chosen file', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} }),
    );
    const calls = fakeApi({ session: dealerSession });
    renderApp('/haendlerbereich/shops/1');
    const upload = await screen.findByRole('button', { name: 'Logo hochladen' });
    expect(upload).toBeDisabled();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(document.querySelector('img[src="blob:logo"]')).not.toBeNull();
    await user.click(upload);
    expect(await screen.findByText('Das Logo wurde hochgeladen.')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/dealer-area/shops/1/logo/');
    expect((sent?.body as FormData).get('uploadfile')).toBeInstanceOf(File);
    const preview = screen.getByRole('region', { name: 'Vorschau' });
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: 'Logo von Spielekiste' })).toHaveAttribute(
        'src',
        '/api/images/21?w=450',
      ),
    );
  });

  it('shows the clicks of the last 30 days, an empty state and an error state', async () => {
    const user = userEvent.setup();
    fakeApi({ session: dealerSession });
    const first = renderApp('/haendlerbereich/shops/1');
    await user.click(await screen.findByRole('tab', { name: 'Klicks zum Shop' }));
    expect(screen.getByRole('heading', { name: 'Klicks zum Shop der letzten 30 Tage' })).toBeInTheDocument();
    expect(screen.getByText('7 Klicks insgesamt')).toBeInTheDocument();
    const perDay = screen.getByRole('table', { name: 'Klicks zum Shop je Tag' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    expect(
      within(within(perDay).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mo., 30.11.', '7']);
    expect(
      within(screen.getByRole('table', { name: 'Meistgeklickte Spiele' })).getByRole('link', {
        name: 'Azul',
      }),
    ).toHaveAttribute('href', '/games/brettspiele/azul');
    first.unmount();

    fakeApi({ session: dealerSession, clicks: 0 });
    const empty = renderApp('/haendlerbereich/shops/1');
    await user.click(await screen.findByRole('tab', { name: 'Klicks zum Shop' }));
    expect(
      screen.getByText('In den letzten 30 Tagen hat noch niemand zu eurem Shop geklickt.'),
    ).toBeInTheDocument();
    empty.unmount();

    fakeApi({ session: dealerSession, clicks: 'failed' });
    renderApp('/haendlerbereich/shops/1');
    await user.click(await screen.findByRole('tab', { name: 'Klicks zum Shop' }));
    expect(
      screen
        .getByText('Die Klicks konnten nicht geladen werden: Ein unerwarteter Fehler ist aufgetreten.')
        .closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows the 404 page for a shop the dealer does not manage', async () => {
    fakeApi({ session: dealerSession });
    renderApp('/haendlerbereich/shops/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
  });

  it('sets the first password through the invitation link and goes on to the dealer area', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ session: anonymousSession });
    const token = 'a'.repeat(43);
    const { router } = renderApp(`/haendler/einladung/${dealerUser.uuid}/${token}`);
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'mein-neues-passwort');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'etwas-anderes');
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen und anmelden' }));
    expect(await screen.findByText('Passwörter stimmen nicht überein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Passwort wiederholen/));
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'mein-neues-passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen und anmelden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Händlerbereich' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/haendlerbereich');
    expect(calls.find((call) => call.path === '/api/dealer-area/invitation/')?.body).toEqual({
      uuid: dealerUser.uuid,
      token,
      password: 'mein-neues-passwort',
      password_confirmation: 'mein-neues-passwort',
    });
  });
});
