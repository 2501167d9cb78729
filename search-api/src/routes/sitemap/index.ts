import { Hono } from 'hono';
import { CATEGORY_SLUGS, LANDING_PAGES, landingPath } from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { listGameUrls } from '../../catalogue/list-game-urls';
import { listDealerUrls } from '../../dealers/list-dealers';
import { listMagazineUrls } from '../../magazine/list-post-urls';
import { listPublicListUrls } from '../../recommendations/read-lists';
import { listSitePageUrls } from '../../site-pages/list-site-page-urls';

/** The sitemap protocol's limit of URLs per file; above it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

function urlset(entries: Array<{ loc: string; lastmod?: Date }>): string {
  const urls = entries
    .map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * `/sitemap.xml`: the start page, /games, every category, every landing page (category,
 * genre, theme world and publisher: `LANDING_PAGES`), the price drops (`/preisstuerze`) and every game, the magazine, its
 * categories and visible posts, the recommendation lists and the public ones, the static
 * pages (legal notice, about us, jobs, …; changed ones with their date) and the active dealers'
 * pages (`/dealers-details/{slug}`), with absolute URLs
 * from PUBLIC_URL. Beyond 50,000 URLs it answers a sitemap index pointing at
 * `/sitemap-{n}.xml` parts of at most 50,000 URLs each.
 */
export function sitemapRoutes(platform: Platform, { publicUrl }: { publicUrl: string }) {
  const origin = publicUrl.replace(/\/+$/, '');
  const allEntries = async () => {
    const [games, magazine, lists, pages, dealers] = await Promise.all([
      listGameUrls({ database: platform.database }),
      listMagazineUrls({ database: platform.database }),
      listPublicListUrls({ db: platform.database.db }),
      listSitePageUrls({ db: platform.database.db }),
      listDealerUrls({ db: platform.database.db }),
    ]);
    return [
      { loc: `${origin}/` },
      { loc: `${origin}/games` },
      ...CATEGORY_SLUGS.map((slug) => ({ loc: `${origin}/games/${slug}` })),
      ...LANDING_PAGES.map((page) => ({ loc: `${origin}${landingPath(page)}` })),
      { loc: `${origin}/preisstuerze` },
      ...games.map((game) => ({
        loc: `${origin}/games/${game.category}/${encodeURIComponent(game.slug)}`,
        lastmod: game.updatedAt,
      })),
      { loc: `${origin}/magazine` },
      ...magazine.categories.map((category) => ({ loc: `${origin}/magazine/${category.slug}` })),
      ...magazine.posts.map((post) => ({
        loc: `${origin}/magazine/${post.category}/${post.slug}`,
        lastmod: post.updatedAt,
      })),
      { loc: `${origin}/recommendations` },
      ...lists.map((list) => ({ loc: `${origin}/recommendations/${list.slug}`, lastmod: list.updatedAt })),
      ...pages.map((page) => ({ loc: `${origin}/${page.path}`, lastmod: page.updatedAt })),
      ...dealers.map((dealer) => ({
        loc: `${origin}/dealers-details/${encodeURIComponent(dealer.slug)}`,
        lastmod: dealer.updatedAt,
      })),
    ];
  };
  const xml = (body: string) =>
    new Response(body, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });

  return new Hono()
    .get('/sitemap.xml', async () => {
      const entries = await allEntries();
      if (entries.length <= SITEMAP_MAX_URLS) return xml(urlset(entries));
      const parts = Math.ceil(entries.length / SITEMAP_MAX_URLS);
      const sitemaps = Array.from(
        { length: parts },
        (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
      ).join('\n');
      return xml(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}\n</sitemapindex>\n`,
      );
    })
    .get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
      const part = Number(c.req.param('file').replace(/\D/g, ''));
      const entries = await allEntries();
      const slice = entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
      if (part < 1 || slice.length === 0 || entries.length <= SITEMAP_MAX_URLS) return c.notFound();
      return xml(urlset(slice));
    });
}
