import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInByApi } from './backoffice-pages';

/**
 * What a search engine or a link preview reads: the server's HTML of the start page, game pages
 * with and without offers, a magazine post, account and mail-link pages, and robots.txt. Only
 * the HTML as sent counts, no script runs.
 */

type JsonLdNode = Record<string, unknown> & { '@type': string };

interface ServerPage {
  status: number;
  title: string | undefined;
  /** `<meta name=…>` and `<meta property=…>` by name. */
  meta: Map<string, string>;
  canonical: string | undefined;
  /** Every node of the page's JSON-LD scripts, `@graph`s flattened. */
  jsonLd: JsonLdNode[];
  origin: string;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]),
  );
}

async function serverPage(request: APIRequestContext, path: string): Promise<ServerPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  for (const [tag] of html.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (tag.startsWith('<link') && attrs.rel === 'canonical') canonical = attrs.href;
    const name = attrs.name ?? attrs.property;
    if (tag.startsWith('<meta') && name !== undefined && attrs.content !== undefined)
      meta.set(name, attrs.content);
  }
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].flatMap(([, json]) => {
    const data = JSON.parse(json!) as JsonLdNode & { '@graph'?: JsonLdNode[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
  // the whole document, not up to the first `</head>`: a hostile post's description may carry
  // that text inside an attribute, where it is harmless
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return {
    status: response.status(),
    title: title === undefined ? undefined : decode(title),
    meta,
    canonical,
    jsonLd,
    origin: meta.get('spielraum:origin') ?? '',
  };
}

const ofType = (page: ServerPage, type: string) => page.jsonLd.filter((node) => node['@type'] === type);

/** The breadcrumb trail's items, checked to be numbered in order with absolute URLs. */
function breadcrumbItems(page: ServerPage): Array<{ name: string; item: string }> {
  const [trail, ...more] = ofType(page, 'BreadcrumbList');
  expect(more).toHaveLength(0);
  const items = trail!.itemListElement as Array<{
    '@type': string;
    position: number;
    name: string;
    item: string;
  }>;
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(index + 1);
    expect(item.name).not.toBe('');
    expect(item.item).toMatch(new RegExp(`^${page.origin}/`));
  });
  return items;
}

/** og:image is an absolute address of a raster image, never an SVG. */
function expectRasterShareImage(page: ServerPage) {
  const image = page.meta.get('og:image');
  expect(image).toMatch(
    new RegExp(
      `^${page.origin}/api/(images/\\d+\\?w=1200|magazine/images/\\d+/(1200\\.webp|\\d+\\.webp|original))$`,
    ),
  );
  expect(image).not.toMatch(/\.svg/);
}

interface Card {
  slug: string;
  category: string;
  best_total: number | null;
  cover_image_id: number | null;
}

async function cards(request: APIRequestContext, query: string): Promise<Card[]> {
  const answer = (await (await request.get(`/api/filter/data/?${query}`)).json()) as {
    data: { hits: Card[] };
  };
  return answer.data.hits;
}

test.describe('what search engines read', () => {
  test('the start page: a real title, canonical, Open Graph and the site with its search', async ({
    request,
  }) => {
    const page = await serverPage(request, '/');
    expect(page.status).toBe(200);
    expect(page.origin).toMatch(/^https?:\/\//);
    expect(page.title).toBe('Spielraum – Preisvergleich für Brettspiele, Kartenspiele und Tabletop');
    expect(page.meta.get('description')).toMatch(/^Preise vieler Händler für Brettspiele/);
    expect(page.canonical).toBe(`${page.origin}/`);
    expect(page.meta.get('robots')).toBeUndefined();
    expect(page.meta.get('og:type')).toBe('website');
    expect(page.meta.get('og:url')).toBe(`${page.origin}/`);
    expect(page.meta.get('og:title')).toBe(page.title);
    expectRasterShareImage(page);
    expect(page.meta.get('og:image:width')).toBe('1200');

    const [organization] = ofType(page, 'Organization');
    expect(organization).toMatchObject({ name: 'Spielraum', url: `${page.origin}/` });
    expect(organization!.logo).toMatch(new RegExp(`^${page.origin}/`));
    const [site] = ofType(page, 'WebSite');
    expect(site).toMatchObject({ name: 'Spielraum', url: `${page.origin}/` });
    const action = site!.potentialAction as {
      '@type': string;
      target: { urlTemplate: string };
      'query-input': string;
    };
    expect(action['@type']).toBe('SearchAction');
    expect(action.target.urlTemplate).toBe(`${page.origin}/games?term={search_term_string}`);
    expect(action['query-input']).toBe('required name=search_term_string');

    // the search the template describes finds the game
    const results = await request.get(
      action.target.urlTemplate.replace(page.origin, '').replace('{search_term_string}', 'Azul'),
    );
    expect(results.status()).toBe(200);
    expect(await results.text()).toContain('Azul');
  });

  test('robots.txt keeps crawlers out of private paths and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/settings',
      '/wishlists',
      '/alerts',
      '/notifications',
      '/redaktion/',
      '/betrieb',
      '/haendlerbereich',
      '/verification/',
      '/unsubscribe/',
      '/outbox',
      '/api/',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /api/images/');
    const sitemap = lines.find((line) => line.startsWith('Sitemap: '))?.slice('Sitemap: '.length);
    const { origin } = await serverPage(request, '/');
    expect(sitemap).toBe(`${origin}/sitemap.xml`);
    expect((await request.get(new URL(sitemap!).pathname)).status()).toBe(200);
  });

  test('a game with offers: Product with an AggregateOffer and the visible breadcrumbs', async ({
    request,
  }) => {
    const game = (await cards(request, 'rowsPerPage=20')).find(
      (card) => card.best_total !== null && card.cover_image_id !== null,
    )!;
    const path = `/games/${game.category}/${game.slug}`;
    const page = await serverPage(request, path);
    expect(page.status).toBe(200);
    expect(page.title).toMatch(/ – Spielraum$/);
    expect(page.canonical).toBe(`${page.origin}${path}`);
    expect(page.meta.get('robots')).toBeUndefined();
    expect(page.meta.get('og:type')).toBe('product');
    expectRasterShareImage(page);
    expect(page.meta.get('og:image')).toBe(`${page.origin}/api/images/${game.cover_image_id}?w=1200`);

    const [product, ...moreProducts] = ofType(page, 'Product');
    expect(moreProducts).toHaveLength(0);
    expect(product).toMatchObject({ url: page.canonical, image: [page.meta.get('og:image')] });
    const offers = product!.offers as Record<string, unknown>;
    expect(offers['@type']).toBe('AggregateOffer');
    expect(offers.priceCurrency).toBe('EUR');
    expect(offers.lowPrice).toBe((game.best_total! / 100).toFixed(2));
    expect(Number(offers.highPrice)).toBeGreaterThanOrEqual(Number(offers.lowPrice));
    expect(offers.offerCount).toBeGreaterThan(0);

    const items = breadcrumbItems(page);
    expect(items[0]).toMatchObject({ item: `${page.origin}/` });
    expect(items.map((item) => item.item)).toContain(`${page.origin}/games/${game.category}`);
    expect(items.at(-1)).toMatchObject({ item: page.canonical });
  });

  test('a game no dealer offers and nobody reviewed: no Product, only the breadcrumbs', async ({
    request,
  }) => {
    let found: { path: string } | undefined;
    for (let pageNumber = 1; found === undefined && pageNumber <= 10; pageNumber += 1) {
      const candidates = (
        await cards(request, `filter-ohne-angebote=1&rowsPerPage=96&page=${pageNumber}`)
      ).filter((card) => card.best_total === null);
      for (const card of candidates) {
        const answer = (await (await request.get(`/api/game/${card.slug}/`)).json()) as {
          data: { reviews: { count: number } };
        };
        if (answer.data.reviews.count === 0) {
          found = { path: `/games/${card.category}/${card.slug}` };
          break;
        }
      }
    }
    expect(found, 'the demo catalogue has games without offers').toBeDefined();
    const page = await serverPage(request, found!.path);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`${page.origin}${found!.path}`);
    expect(ofType(page, 'Product')).toHaveLength(0);
    expect(page.jsonLd.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
    expect(breadcrumbItems(page).at(-1)).toMatchObject({ item: page.canonical });
  });

  test('a magazine post: NewsArticle and its breadcrumbs, a raster share image', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const posts = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)]
      .map(([, loc]) => new URL(loc!).pathname)
      .filter((path) => /^\/magazine\/[^/]+\/[^/]+$/.test(path));
    // a post with a cover (other journeys publish posts without one, which share no image)
    let post = '';
    let page: ServerPage | undefined;
    for (const candidate of posts) {
      page = await serverPage(request, candidate);
      post = candidate;
      if (page.meta.has('og:image')) break;
    }
    if (!page) throw new Error('no magazine post in the sitemap');
    expect(page.status).toBe(200);
    expect(page.title).toMatch(/ – Spielraum$/);
    expect(page.canonical).toBe(`${page.origin}${post}`);
    expect(page.meta.get('robots')).toBeUndefined();
    expect(page.meta.get('og:type')).toBe('article');
    expectRasterShareImage(page);
    const [article] = ofType(page, 'NewsArticle');
    expect(article).toMatchObject({ mainEntityOfPage: { '@id': page.canonical } });
    const items = breadcrumbItems(page);
    expect(items.map((item) => item.item)).toEqual([
      `${page.origin}/`,
      `${page.origin}/magazine`,
      `${page.origin}${post.split('/').slice(0, 3).join('/')}`,
      page.canonical,
    ]);
  });

  test('mail-link pages stay out of search engines', async ({ request }) => {
    const uuid = '0b5e5f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    // their tokens are checked by a click or a call of the page, so any token renders the page
    for (const path of [
      `/verify/${uuid}`,
      `/verification/${uuid}/${'ab'.repeat(16)}`,
      `/newpassword/${uuid}/${'cd'.repeat(16)}`,
    ]) {
      const page = await serverPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.title, path).toMatch(/ – Spielraum$/);
      expect(page.meta.get('robots'), path).toBe('noindex');
    }
  });

  test('a signed-in user’s own pages stay out of search engines', async ({ page: browserPage }) => {
    await signInByApi(browserPage, 'mia@spielraum.demo');
    for (const path of ['/wishlists', '/settings']) {
      const page = await serverPage(browserPage.request, path);
      expect(page.status, path).toBe(200);
      expect(page.title, path).toMatch(/ – Spielraum$/);
      expect(page.meta.get('robots'), path).toBe('noindex');
      expect(page.jsonLd, path).toEqual([]);
    }
  });
});
