import { and, eq, gt } from 'drizzle-orm';
import { BGG_IMPORT_LIMITS, serverMessage, type BggImportPreview } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { bggImportPreviews } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

/** What a preview row keeps: the answer without its id, time and targets. */
export type StoredPreview = Pick<BggImportPreview, 'file_name' | 'rows' | 'errors' | 'counts'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function previewNotFound(): AppError {
  return new AppError('not_found', {
    error: 'import preview not found',
    message: serverMessage('bggImportPreviewNotFound'),
  });
}

/**
 * The user's own import preview by its id: another user's, an expired one and an id that is no
 * uuid all answer the same 404.
 */
export async function findOwnPreview({
  db,
  userUuid,
  previewId,
}: {
  db: Database;
  userUuid: string;
  previewId: string;
}): Promise<{ id: string; createdAt: Date; content: StoredPreview }> {
  if (!UUID.test(previewId)) throw previewNotFound();
  const since = new Date(Date.now() - BGG_IMPORT_LIMITS.previewHours * 3600_000);
  const [preview] = await db
    .select({
      id: bggImportPreviews.id,
      createdAt: bggImportPreviews.createdAt,
      content: bggImportPreviews.content,
    })
    .from(bggImportPreviews)
    .where(
      and(
        eq(bggImportPreviews.id, previewId),
        eq(bggImportPreviews.userUuid, userUuid),
        gt(bggImportPreviews.createdAt, since),
      ),
    )
    .limit(1);
  if (!preview) throw previewNotFound();
  return { ...preview, content: preview.content as StoredPreview };
}
