import type { BggImportPreview } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { findOwnPreview } from './find-own-preview';
import { importTargets } from './import-targets';

/** The user's own import preview again (the review page reloaded), with the lists as they are now. */
export async function readBggImportPreview({
  db,
  userUuid,
  previewId,
}: {
  db: Database;
  userUuid: string;
  previewId: string;
}): Promise<BggImportPreview> {
  const preview = await findOwnPreview({ db, userUuid, previewId });
  return {
    id: preview.id,
    created_at: preview.createdAt.toISOString(),
    ...preview.content,
    targets: await importTargets({ db, userUuid }),
  };
}
