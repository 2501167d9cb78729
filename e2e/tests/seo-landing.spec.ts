import { expect, test, type APIRequestContext } from '@playwright/test';
import { toBeHydrated } from './hydration';

/**
 * The landing pages (one per category, genre, theme-world and publisher tile) and the paged
 * list as a search engine reads them: the server's HTML, no script. Then one visitor's way
 * from a start-page tile into a landing page and a second filter.
 */

/** Every landing page with its heading (schema's LANDING_PAGES, which this package does not import). */
const LANDING_PAGES: Array<[path: string, heading: string]> = [
  ['/kategorie/kinderspiele', 'Kinderspiele'],
  ['/kategorie/familienspiele', 'Familienspiele'],
  ['/kategorie/kooperative-spiele', 'Kooperative Spiele'],
  ['/kategorie/spiele-fuer-2', 'Spiele für 2'],
  ['/kategorie/strategiespiele', 'Strategiespiele'],
  ['/kategorie/partyspiele', 'Partyspiele'],
  ['/kategorie/kennerspiele', 'Kennerspiele'],
  ['/kategorie/expertenspiele', 'Expertenspiele'],
  ['/kategorie/legespiele', 'Legespiele'],
  ['/kategorie/deduktionsspiele', 'Deduktionsspiele'],
  ['/genre/fantasy', 'Fantasy-Spiele'],
  ['/genre/horror', 'Horror-Spiele'],
  ['/genre/science-fiction', 'Science-Fiction-Spiele'],
  ['/genre/strategie', 'Spiele im Genre Strategie'],
  ['/genre/tiere', 'Spiele mit Tieren'],
  ['/themenwelt/der-herr-der-ringe', 'Herr-der-Ringe-Spiele'],
  ['/themenwelt/star-wars', 'Star-Wars-Spiele'],
  ['/themenwelt/harry-potter', 'Harry-Potter-Spiele'],
  ['/themenwelt/marvel', 'Marvel-Spiele'],
  ['/themenwelt/disney', 'Disney-Spiele'],
  ['/themenwelt/dc-comics', 'DC-Comics-Spiele'],
  ['/verlag/kosmos', 'Spiele von Kosmos'],
  ['/verlag/ravensburger', 'Spiele von Ravensburger'],
  ['/verlag/asmodee', 'Spiele von Asmodee'],
  ['/verlag/pegasus-spiele', 'Spiele von Pegasus Spiele'],
  ['/verlag/hans-im-glueck', 'Spiele von Hans im Glück'],
  ['/verlag/schmidt-spiele', 'Spiele von Schmidt Spiele'],
  ['/verlag/feuerland-spiele', 'Spiele von Feuerland Spiele'],
  ['/verlag/amigo', 'Spiele von Amigo'],
];

interface ServerPage {
  status: number;
  title: string | undefined;
  h1: string | undefined;
  robots: string | undefined;
  /** Path and query of the canonical URL. */
  canonical: string | undefined;
  breadcrumbs: string[] | undefined;
  /** The hrefs of the pagination's links. */
  pageLinks: string[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
}

async function serverPage(request: APIRequestContext, path: string): Promise<ServerPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...html.matchAll(/<(?:meta|link)\b[^>]*>/g)].map(([tag]) => tag);
  const canonical = tags.find((tag) => tag.startsWith('<link') && attribute(tag, 'rel') === 'canonical');
  const robots = tags.find((tag) => tag.startsWith('<meta') && attribute(tag, 'name') === 'robots');
  const crumbs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'BreadcrumbList') as
    { '@context': string; itemListElement: Array<{ name: string; position: number }> } | undefined;
  if (crumbs) expect(crumbs['@context']).toBe('https://schema.org');
  const nav = /<nav[^>]*aria-label="Seiten"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const canonicalHref = canonical === undefined ? undefined : attribute(canonical, 'href');
  return {
    status: response.status(),
    title: title === undefined ? undefined : decode(title),
    h1: h1 === undefined ? undefined : decode(h1.replace(/<[^>]+>/g, '')).trim(),
    robots: robots === undefined ? undefined : attribute(robots, 'content'),
    canonical:
      canonicalHref === undefined
        ? undefined
        : new URL(canonicalHref).pathname + new URL(canonicalHref).search,
    breadcrumbs: crumbs?.itemListElement.map((item) => item.name),
    pageLinks: [...nav.matchAll(/<a\b[^>]*>/g)].map(([tag]) => attribute(tag, 'href')!),
  };
}

test.describe('landing pages and paged lists in the server HTML', () => {
  test('every landing page has its title, H1, self canonical, no noindex and a breadcrumb trail', async ({
    request,
  }) => {
    test.slow();
    for (const [path, heading] of LANDING_PAGES) {
      const page = await serverPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.title, path).toBe(`${heading} im Preisvergleich – Spielraum`);
      expect(page.h1, path).toBe(heading);
      expect(page.canonical, path).toBe(path);
      expect(page.robots, path).toBeUndefined();
      expect(page.breadcrumbs, path).toEqual(['Startseite', 'Alle Spiele', heading]);
    }
  });

  test('an unknown landing slug is a 404 page', async ({ request }) => {
    const response = await request.get('/verlag/gibt-es-nicht', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test('an old /games?filter-… address with a landing term moves there for good', async ({ request }) => {
    const publishers = await request.get('/api/filter/verlag/?search=Kosmos');
    const { data } = (await publishers.json()) as { data: Array<{ key: string; label: string }> };
    const kosmos = data.find((option) => option.label === 'Kosmos')?.key;
    expect(kosmos).toMatch(/^\d+-kosmos$/);
    const response = await request.get(`/games?filter-verlag=${kosmos}&sort=newest`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/verlag/kosmos?sort=newest');
  });

  test('further filters, texts and sorts are noindex,follow and canonical to the landing page', async ({
    request,
  }) => {
    const filtered = await serverPage(request, '/kategorie/familienspiele?filter-zubehoer=1');
    expect(filtered.status).toBe(200);
    expect(filtered.robots).toBe('noindex,follow');
    expect(filtered.canonical).toBe('/kategorie/familienspiele');

    const sorted = await serverPage(request, '/verlag/kosmos?sort=newest');
    expect(sorted.robots).toBe('noindex,follow');
    expect(sorted.canonical).toBe('/verlag/kosmos');

    const searched = await serverPage(request, '/games?term=azul');
    expect(searched.robots).toBe('noindex,follow');
    expect(searched.canonical).toBe('/games');
  });

  test('every page of the board games is linked, and page 2 is canonical to itself', async ({ request }) => {
    const first = await serverPage(request, '/games/brettspiele');
    expect(first.canonical).toBe('/games/brettspiele');
    expect(first.robots).toBeUndefined();
    const pageNumbers = (links: string[]) =>
      links.map((href) => Number(new URL(href, 'http://x').searchParams.get('page') ?? '1'));
    const last = Math.max(...pageNumbers(first.pageLinks));
    expect(last).toBeGreaterThan(6);

    const second = await serverPage(request, '/games/brettspiele?page=2');
    expect(second.status).toBe(200);
    expect(second.canonical).toBe('/games/brettspiele?page=2');
    expect(second.robots).toBeUndefined();
    expect(second.title).toBe('Brettspiele – Seite 2 – Spielraum');
    expect(second.breadcrumbs).toEqual(['Startseite', 'Alle Spiele', 'Brettspiele']);

    // following the links from page 1 reaches every page
    const reached = new Set<number>([1]);
    const queue = [1];
    while (queue.length > 0) {
      const current = queue.shift()!;
      const page = await serverPage(request, `/games/brettspiele${current > 1 ? `?page=${current}` : ''}`);
      expect(page.canonical).toBe(`/games/brettspiele${current > 1 ? `?page=${current}` : ''}`);
      for (const number of pageNumbers(page.pageLinks))
        if (!reached.has(number)) {
          reached.add(number);
          queue.push(number);
        }
    }
    expect([...reached].sort((a, b) => a - b)).toEqual(Array.from({ length: last }, (_, index) => index + 1));
  });

  test('the sitemap lists every landing page, each answering 200 and canonical to itself', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    const landings = LANDING_PAGES.map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(landings));
    const lists = paths.filter(
      (path) => landings.includes(path) || path === '/games' || /^\/games\/[^/]+$/.test(path),
    );
    for (const path of lists) {
      const page = await serverPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.canonical, path).toBe(path);
      expect(page.robots, path).toBeUndefined();
    }
  });
});

test('a start-page tile opens its landing page, and a second filter keeps it', async ({ page }) => {
  await page.goto('/');
  await toBeHydrated(page.getByRole('region', { name: 'Verlage' }).getByRole('link', { name: 'Kosmos' }));
  await page.getByRole('region', { name: 'Verlage' }).getByRole('link', { name: 'Kosmos' }).click();
  await expect(page).toHaveURL(/\/verlag\/kosmos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spiele von Kosmos' })).toBeVisible();
  await expect(page).toHaveTitle('Spiele von Kosmos im Preisvergleich – Spielraum');
  const games = page.getByRole('main').getByRole('article');
  await expect(games.first()).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filter' });
  await expect(filters.getByRole('checkbox', { name: /^Kosmos/ })).toBeChecked();

  await filters.getByRole('switch', { name: 'Zubehör anzeigen' }).check();
  await expect(page).toHaveURL(/\/verlag\/kosmos\?filter-zubehoer=1$/);
  await expect(filters.getByRole('checkbox', { name: /^Kosmos/ })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiele von Kosmos' })).toBeVisible();
  await expect(games.first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/verlag\/kosmos$/);
});
