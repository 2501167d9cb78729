import { eq } from 'drizzle-orm';
import { SITE_PAGE_PATHS, sitePageTitle, type EditorSitePagesResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { sitePages, users } from '@spielraum/schema/db';

/** Every static page for the editors' list, in the footer's order, with its last change and who made it. */
export async function listSitePages({ db }: { db: Database }): Promise<EditorSitePagesResponse['data']> {
  const rows = await db
    .select({ path: sitePages.path, updatedAt: sitePages.updatedAt, editorName: users.displayName })
    .from(sitePages)
    .leftJoin(users, eq(users.uuid, sitePages.updatedBy));
  const edited = new Map(rows.map((row) => [row.path, row]));
  return {
    pages: SITE_PAGE_PATHS.map((path) => {
      const row = edited.get(path);
      return {
        path,
        title: sitePageTitle(path),
        edited: row !== undefined,
        updated_at: row?.updatedAt.toISOString() ?? null,
        updated_by_name: row?.editorName ?? null,
      };
    }),
  };
}
