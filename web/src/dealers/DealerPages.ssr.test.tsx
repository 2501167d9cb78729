import { dealerResponseSchema, dealersResponseSchema } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { anonymousSession, gameCard } from '../test/fixtures';
import { shippedPageAnswer } from '../test/render-app';

const TEMPLATE =
  '<!doctype html><html><head><title>Spielraum</title></head><body><div id="root"></div></body></html>';

const DEALER = {
  dealer_id: 1,
  slug: 'spielekiste',
  name: 'Spielekiste',
  logo_image_id: null,
  rating: 4.7,
  rating_count: 2310,
  shipping_cost: 495,
  free_shipping_threshold: 5000,
  offer_count: 3,
  social_links: [],
};

/** search-api answered in process, as search-api's web routes hand `fetchApi` to the server entry. */
async function fetchApi(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/session/') return Response.json(anonymousSession);
  const page = /^\/api\/pages\/([a-z-]+)\/$/.exec(pathname);
  if (page) return Response.json(shippedPageAnswer(page[1]!));
  if (pathname === '/api/dealers/')
    return Response.json(dealersResponseSchema.parse({ data: { dealers: [DEALER] } }));
  if (pathname === '/api/dealers/spielekiste/')
    return Response.json(
      dealerResponseSchema.parse({
        data: {
          dealer: {
            ...DEALER,
            website: 'https://spielekiste.example/',
            shipping_info: 'DHL',
            game_count: 1,
            games: [{ game: gameCard(), dealer_total: 3445, dealer_availability: 'is_available' }],
          },
        },
      }),
    );
  return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
}

const renderPage = (path: string) =>
  render(new Request(`https://spielraum.example${path}`), {
    fetchApi,
    publicUrl: 'https://spielraum.example',
    template: TEMPLATE,
  });

/** The page's HTML with the non-breaking spaces of money amounts as plain spaces. */
const htmlOf = async (response: Response) => (await response.text()).replace(/\u00a0/g, ' ');

describe('the dealer pages rendered on the server (what search engines read)', { timeout: 30_000 }, () => {
  it('/dealers-details carries the directory below the text', async () => {
    const response = await renderPage('/dealers-details');
    expect(response.status).toBe(200);
    const html = await htmlOf(response);
    expect(html).toContain('Alle Händler');
    expect(html).toContain('href="/dealers-details/spielekiste"');
    expect(html).toContain('Versand 4,95 €, ab 50,00 € versandkostenfrei');
  });

  it('/dealers carries the feed format tables', async () => {
    const html = await htmlOf(await renderPage('/dealers'));
    expect(html).toContain('Feed-Formate und Felder');
    expect(html).toContain('<th scope="row"');
  });

  it('/dealers-details/{slug} is the dealer page, an unknown dealer a 404', async () => {
    const response = await renderPage('/dealers-details/spielekiste');
    expect(response.status).toBe(200);
    const html = await htmlOf(response);
    expect(html).toContain('<title>Spielekiste: Händlerprofil – Spielraum</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://spielraum.example/dealers-details/spielekiste"/>',
    );
    expect(html).toContain('bei Spielekiste: 34,45 € inkl. Versand');
    expect((await renderPage('/dealers-details/gibt-es-nicht')).status).toBe(404);
  });
});
