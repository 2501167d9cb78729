import { eq } from 'drizzle-orm';
import type { EditorSitePage, SitePagePath } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { sitePages } from '@spielraum/schema/db';
import { readEditorSitePage } from './read-site-page';

/** Drops the editors' version of a static page, so it shows the shipped text again. */
export async function resetSitePage({
  db,
  path,
}: {
  db: Database;
  path: SitePagePath;
}): Promise<EditorSitePage> {
  await db.delete(sitePages).where(eq(sitePages.path, path));
  return readEditorSitePage({ db, path });
}
