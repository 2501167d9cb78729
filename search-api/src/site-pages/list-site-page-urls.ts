import { SITE_PAGE_PATHS, type SitePagePath } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { sitePages } from '@spielraum/schema/db';

/** The static pages' paths for the sitemap, with the time an editor last changed each (if one did). */
export async function listSitePageUrls({
  db,
}: {
  db: Database;
}): Promise<Array<{ path: SitePagePath; updatedAt: Date | undefined }>> {
  const rows = await db.select({ path: sitePages.path, updatedAt: sitePages.updatedAt }).from(sitePages);
  const changed = new Map(rows.map((row) => [row.path, row.updatedAt]));
  return SITE_PAGE_PATHS.map((path) => ({ path, updatedAt: changed.get(path) }));
}
