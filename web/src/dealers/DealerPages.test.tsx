import {
  dealerResponseSchema,
  dealersResponseSchema,
  OFFER_FEED_FIELDS,
  type DealerProfile,
  type DealerSummary,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousSession, gameCard } from '../test/fixtures';
import { renderApp, shippedPageAnswer, stubApi } from '../test/render-app';

function summary(overrides: Partial<DealerSummary> = {}): DealerSummary {
  return {
    dealer_id: 1,
    slug: 'spielekiste',
    name: 'Spielekiste',
    logo_image_id: 20,
    rating: 4.7,
    rating_count: 2310,
    shipping_cost: 495,
    free_shipping_threshold: 5000,
    offer_count: 1234,
    social_links: [],
    ...overrides,
  };
}

const DIRECTORY = dealersResponseSchema.parse({
  data: {
    dealers: [
      summary({
        slug: 'meeple-markt',
        name: 'Meeple-Markt',
        logo_image_id: null,
        rating: null,
        rating_count: 0,
        shipping_cost: 349,
        free_shipping_threshold: null,
        offer_count: 1,
      }),
      summary(),
      summary({
        slug: 'spielzeit-shop',
        name: 'Spielzeit Shop',
        logo_image_id: 21,
        rating: 4.9,
        rating_count: 1,
        shipping_cost: 0,
        free_shipping_threshold: 0,
        offer_count: 0,
      }),
    ],
  },
});

function profile(overrides: Partial<DealerProfile> = {}): DealerProfile {
  return {
    ...summary({ offer_count: 3 }),
    social_links: [
      { network: 'instagram', url: 'https://www.instagram.com/spielekiste' },
      { network: 'mastodon', url: 'https://spiele.social/@kiste' },
    ],
    website: 'https://spielekiste.example/',
    shipping_info: 'Versand mit DHL, 1–3 Werktage.',
    game_count: 30,
    games: [
      {
        game: gameCard({ product_id: 1, slug: 'azul', title: 'Azul', best_total: 3348 }),
        dealer_total: 3445,
        dealer_availability: 'is_available',
      },
      {
        game: gameCard({ product_id: 2, slug: 'patchwork', title: 'Patchwork' }),
        dealer_total: null,
        dealer_availability: 'not_available',
      },
    ],
    ...overrides,
  };
}

type Answer = unknown | ((url: URL) => Response | Promise<Response>);

/** A fake search-api: the session, the static pages' shipped text, and the dealer calls given. */
function fakeDealerApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(anonymousSession);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    const page = /^\/api\/pages\/([a-z-]+)\/$/.exec(url.pathname);
    if (page) return Response.json(shippedPageAnswer(page[1]!));
    const answer = answers[url.pathname];
    if (answer === undefined)
      return Response.json(
        {
          status: 404,
          error: 'dealer not found',
          message: 'Diesen Händler gibt es bei Spielraum nicht (mehr).',
        },
        { status: 404 },
      );
    return typeof answer === 'function' ? (answer as (url: URL) => Response)(url) : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const serverError = () =>
  Response.json(
    { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
    { status: 500 },
  );

describe('the dealer pages', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('/dealers: the feed formats and fields below the text', () => {
    it('shows one accessible table per offer feed format, made from the readers’ catalogue', async () => {
      stubApi();
      renderApp('/dealers');
      const article = await screen.findByRole('article', { name: 'Für Händler' });
      const section = await screen.findByRole('region', { name: 'Feed-Formate und Felder' });
      // the tables are built, not part of the text editors change
      expect(within(article).queryByRole('table')).toBeNull();
      expect(within(article).getByText(/Tabellen unter „Feed-Formate und Felder“/)).toBeInTheDocument();

      const tables = within(section).getAllByRole('table');
      expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual(
        OFFER_FEED_FIELDS.map((format) => `Felder im Format ${format.title}`),
      );
      for (const [index, format] of OFFER_FEED_FIELDS.entries()) {
        const table = tables[index]!;
        expect(
          within(table)
            .getAllByRole('columnheader')
            .map((cell) => cell.textContent),
        ).toEqual(['Feld', 'Pflicht', 'Bedeutung', 'Beispiel']);
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
          format.fields.map((field) => field.name),
        );
        // each table scrolls in a region keyboard users can reach
        const region = screen.getByRole('region', { name: format.title });
        expect(region).toHaveAttribute('tabindex', '0');
        expect(region).toContainElement(table);
      }
      const csv = tables[OFFER_FEED_FIELDS.findIndex((format) => format.format === 'google_csv')]!;
      const price = within(csv).getByRole('rowheader', { name: 'price' }).closest('tr')!;
      expect(
        within(price)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['ja', expect.stringContaining('Euro inklusive Mehrwertsteuer'), '34.99 EUR']);
      const idealo = tables[OFFER_FEED_FIELDS.findIndex((format) => format.format === 'idealo_csv')]!;
      expect(within(idealo).getByRole('rowheader', { name: 'deliveryCosts_…' })).toBeInTheDocument();
    });
  });

  describe('/dealers-details: the directory below the text', () => {
    it('lists every dealer with logo or name tile, rating, shipping, offers and a link to its page', async () => {
      fakeDealerApi({ '/api/dealers/': DIRECTORY });
      renderApp('/dealers-details');
      await screen.findByRole('heading', { level: 1, name: 'Händler-Details' });
      const section = await screen.findByRole('region', { name: 'Alle Händler' });
      const entries = within(section).getAllByRole('listitem');
      expect(entries).toHaveLength(3);

      const [meeple, kiste, spielzeit] = entries as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(meeple).getByRole('link', { name: 'Händlerprofil von Meeple-Markt' })).toHaveAttribute(
        'href',
        '/dealers-details/meeple-markt',
      );
      // no logo: the name in a neutral tile, which screen readers skip (the link says the name)
      expect(meeple.querySelector('img')).toBeNull();
      expect(within(meeple).getAllByText('Meeple-Markt')).toHaveLength(2);
      expect(within(meeple).getByText('noch keine Bewertung')).toBeInTheDocument();
      expect(within(meeple).getByText('Versand 3,49 €')).toBeInTheDocument();
      expect(within(meeple).getByText('1 Angebot')).toBeInTheDocument();

      expect(kiste.querySelector('img')).toHaveAttribute('src', '/api/images/20?w=450');
      expect(within(kiste).getByText('4,7 von 5 (2.310 Bewertungen)')).toBeInTheDocument();
      expect(within(kiste).getByText('Versand 4,95 €, ab 50,00 € versandkostenfrei')).toBeInTheDocument();
      expect(within(kiste).getByText('1.234 Angebote')).toBeInTheDocument();

      expect(within(spielzeit).getByText('4,9 von 5 (1 Bewertung)')).toBeInTheDocument();
      expect(within(spielzeit).getByText('Immer versandkostenfrei')).toBeInTheDocument();
      expect(within(spielzeit).getByText('derzeit keine Angebote')).toBeInTheDocument();
    });

    it("shows a dealer's social links in its card, each a link of its own", async () => {
      fakeDealerApi({
        '/api/dealers/': {
          data: {
            dealers: [
              summary({
                social_links: [{ network: 'bluesky', url: 'https://bsky.app/profile/kiste.example' }],
              }),
            ],
          },
        },
      });
      renderApp('/dealers-details');
      const social = await screen.findByRole('list', { name: 'Spielekiste in sozialen Netzwerken' });
      expect(within(social).getByRole('link', { name: 'Bluesky (öffnet in neuem Fenster)' })).toHaveAttribute(
        'href',
        'https://bsky.app/profile/kiste.example',
      );
      expect(screen.getByRole('link', { name: 'Händlerprofil von Spielekiste' })).toBeInTheDocument();
    });

    it('says so when no dealer is listed', async () => {
      fakeDealerApi({ '/api/dealers/': { data: { dealers: [] } } });
      renderApp('/dealers-details');
      expect(
        await screen.findByText(
          'Noch ist kein Händler bei Spielraum gelistet. Schau gern bald wieder vorbei!',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Händler-Details' })).toBeInTheDocument();
    });

    it('keeps the page when the directory fails, says why and loads it again on request', async () => {
      let fail = true;
      let release: () => void = () => {};
      fakeDealerApi({
        '/api/dealers/': async () => {
          if (fail) return serverError();
          await new Promise<void>((resolve) => (release = resolve));
          return Response.json(DIRECTORY);
        },
      });
      renderApp('/dealers-details');
      expect(
        await screen.findByText(
          'Die Händler konnten nicht geladen werden: Ein unerwarteter Fehler ist aufgetreten.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Händler-Details' })).toBeInTheDocument();

      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      expect(await screen.findByText('Die Händler werden geladen …')).toBeInTheDocument();
      release();
      expect(await screen.findByRole('link', { name: 'Händlerprofil von Spielekiste' })).toBeInTheDocument();
      expect(screen.queryByText(/konnten nicht geladen werden/)).toBeNull();
    });
  });

  describe('/dealers-details/:slug: one dealer', () => {
    it('shows name, logo, rating, shipping rules, website, head tags and the games with its totals', async () => {
      const api = fakeDealerApi({
        '/api/dealers/spielekiste/': dealerResponseSchema.parse({ data: { dealer: profile() } }),
      });
      renderApp('/dealers-details/spielekiste');
      expect(await screen.findByRole('heading', { level: 1, name: 'Spielekiste' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Spielekiste: Händlerprofil – Spielraum'));
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        '/dealers-details/spielekiste',
      );
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Spielekiste bei Spielraum: Bewertung, Versandkosten nach Deutschland und 3 Angebote für 30 Spiele im Preisvergleich, alle Preise inkl. Versand.',
      );
      expect(screen.getByRole('img', { name: 'Logo von Spielekiste' })).toHaveAttribute(
        'src',
        '/api/images/20?w=450',
      );

      const facts = document.querySelector('dl')!;
      expect(facts).toHaveAccessibleName('Angaben zu Spielekiste');
      expect(facts).toHaveTextContent('Bewertung4,7 von 5 (2.310 Bewertungen)');
      expect(facts).toHaveTextContent('Versand nach DeutschlandVersand 4,95 €, ab 50,00 € versandkostenfrei');
      expect(facts).toHaveTextContent('Versandhinweise des HändlersVersand mit DHL, 1–3 Werktage.');
      expect(facts).toHaveTextContent('Angebote3 Angebote für 30 Spiele');

      const website = screen.getByRole('link', { name: 'spielekiste.example (öffnet in neuem Fenster)' });
      expect(website).toHaveAttribute('href', 'https://spielekiste.example/');
      expect(website).toHaveAttribute('rel', 'nofollow noopener');
      expect(website).toHaveAttribute('target', '_blank');

      // the social links its dealer entered in the dealer area
      const social = screen.getByRole('list', { name: 'Spielekiste in sozialen Netzwerken' });
      const socialLinks = within(social).getAllByRole('link');
      expect(socialLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Instagram (öffnet in neuem Fenster)', 'https://www.instagram.com/spielekiste'],
        ['Mastodon (öffnet in neuem Fenster)', 'https://spiele.social/@kiste'],
      ]);
      for (const link of socialLinks) expect(link).toHaveAttribute('rel', 'nofollow noopener');

      const games = screen.getByRole('region', { name: 'Beliebte Spiele bei Spielekiste' });
      expect(
        within(games).getByText('Die 2 beliebtesten von 30 Spielen, die Spielekiste anbietet.'),
      ).toBeInTheDocument();
      expect(within(games).getByRole('link', { name: 'Azul' })).toHaveAttribute(
        'href',
        '/games/brettspiele/azul',
      );
      expect(within(games).getByText('bei Spielekiste: 34,45 € inkl. Versand')).toBeInTheDocument();
      expect(within(games).getByText('bei Spielekiste derzeit nicht lieferbar')).toBeInTheDocument();
      expect(
        api.mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).includes('/api/dealers/spielekiste/'),
        ),
      ).toBe(true);
    });

    it('shows the name tile, no website link and no games for a dealer without them', async () => {
      fakeDealerApi({
        '/api/dealers/meeple-markt/': {
          data: {
            dealer: profile({
              slug: 'meeple-markt',
              name: 'Meeple-Markt',
              logo_image_id: null,
              rating: null,
              rating_count: 0,
              website: null,
              shipping_info: '',
              offer_count: 0,
              game_count: 0,
              games: [],
            }),
          },
        },
      });
      renderApp('/dealers-details/meeple-markt');
      expect(await screen.findByRole('heading', { level: 1, name: 'Meeple-Markt' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /Logo/ })).toBeNull();
      expect(screen.queryByText(/Website:/)).toBeNull();
      expect(screen.getByText('noch keine Bewertung')).toBeInTheDocument();
      expect(screen.queryByText('Versandhinweise des Händlers')).toBeNull();
      expect(screen.getByText('Meeple-Markt hat gerade keine Angebote bei Spielraum.')).toBeInTheDocument();
    });

    it('shows the German 404 page for an unknown or inactive dealer', async () => {
      fakeDealerApi({});
      renderApp('/dealers-details/gibt-es-nicht');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
      ).toBeInTheDocument();
    });
  });
});
