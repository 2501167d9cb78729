import { and, eq, lt } from 'drizzle-orm';
import { BGG_IMPORT_LIMITS, type BggImportPreview } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { bggImportPreviews } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import type { StoredPreview } from './find-own-preview';
import { importTargets } from './import-targets';
import { matchBggRows } from './match-bgg-rows';
import { parseBggCollection } from './parse-bgg-collection';

/**
 * Reads an uploaded BoardGameGeek collection file and matches its games; the preview is kept
 * for the confirmation (nothing reaches the user's lists yet). Previews of the same user older
 * than `previewHours` are deleted on the way.
 */
export async function previewBggImport({
  database,
  userUuid,
  fileName,
  bytes,
}: {
  database: DatabaseHandle;
  userUuid: string;
  fileName: string;
  bytes: Uint8Array;
}): Promise<BggImportPreview> {
  const parsed = parseBggCollection(bytes);
  const rows = await matchBggRows({ database, rows: parsed.rows });
  const count = (status: BggImportPreview['rows'][number]['status']) =>
    rows.filter((row) => row.status === status).length;
  const content: StoredPreview = {
    file_name: fileName.slice(0, 200),
    rows,
    errors: parsed.errors.slice(0, BGG_IMPORT_LIMITS.maxListedErrors),
    counts: {
      rows: parsed.total,
      certain: count('certain'),
      uncertain: count('uncertain'),
      unmatched: count('unmatched'),
      ignored: parsed.ignored,
      errors: parsed.errors.length,
    },
  };
  const { db } = database;
  await db
    .delete(bggImportPreviews)
    .where(
      and(
        eq(bggImportPreviews.userUuid, userUuid),
        lt(bggImportPreviews.createdAt, new Date(Date.now() - BGG_IMPORT_LIMITS.previewHours * 3600_000)),
      ),
    );
  const [stored] = await db
    .insert(bggImportPreviews)
    .values({ userUuid, fileName: content.file_name, content })
    .returning({ id: bggImportPreviews.id, createdAt: bggImportPreviews.createdAt });
  if (!stored) throw new AppError('internal');
  return {
    id: stored.id,
    created_at: stored.createdAt.toISOString(),
    ...content,
    targets: await importTargets({ db, userUuid }),
  };
}
