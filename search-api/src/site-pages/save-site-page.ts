import { and, eq, sql } from 'drizzle-orm';
import {
  serverMessage,
  type EditorSitePage,
  type editorSitePageRequestSchema,
  type SitePagePath,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { sitePages } from '@spielraum/schema/db';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { readEditorSitePage } from './read-site-page';

type SitePageInput = z.output<typeof editorSitePageRequestSchema>;

function staleEdit(): AppError {
  return new AppError('conflict', { error: 'stale edit', message: serverMessage('sitePageStaleEdit') });
}

/**
 * Saves an editor's version of a static page. `expected_updated_at` is the version the editor
 * loaded (null: the shipped text): when someone else saved or reset the page in between, the
 * save answers 409 instead of overwriting their text. Each case is one statement, so two saves
 * at once cannot both pass the check.
 */
export async function saveSitePage({
  db,
  path,
  input,
  editorUuid,
}: {
  db: Database;
  path: SitePagePath;
  input: SitePageInput;
  editorUuid: string;
}): Promise<EditorSitePage> {
  const columns = {
    description: input.description,
    document: input.document,
    updatedAt: sql`now()`,
    updatedBy: editorUuid,
  };
  const saved =
    input.expected_updated_at === null
      ? await db
          .insert(sitePages)
          .values({ path, ...columns })
          .onConflictDoNothing({ target: sitePages.path })
          .returning({ path: sitePages.path })
      : await db
          .update(sitePages)
          .set(columns)
          .where(
            and(
              eq(sitePages.path, path),
              // the answer's time has milliseconds, the column microseconds
              sql`abs(extract(epoch from ${sitePages.updatedAt} - ${new Date(input.expected_updated_at).toISOString()}::timestamptz)) < 0.001`,
            ),
          )
          .returning({ path: sitePages.path });
  if (saved.length === 0) throw staleEdit();
  return readEditorSitePage({ db, path });
}
