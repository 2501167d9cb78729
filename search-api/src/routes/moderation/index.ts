import { Hono } from 'hono';
import { z } from 'zod';
import {
  moderateItemRequestSchema,
  moderationKindValues,
  moderationQueueQuerySchema,
  PERMISSIONS,
  type ModerationQueueResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requirePermission } from '../../accounts/require-user';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { listModerationQueue } from '../../moderation/list-queue';
import { itemNotFound, moderateItem } from '../../moderation/moderate-item';
import { requestQueue } from '../../http/request-log';

const kindParam = z.enum(moderationKindValues);

/**
 * The editors' one moderation queue (permission `editor_moderate`): `GET editor/moderation/`
 * and the decision `PATCH editor/moderation/{kind}/{id}/`. The logic lives in `src/moderation/`.
 */
export function moderationRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/editor/moderation/', async (c) => {
      await requirePermission(c, db, [PERMISSIONS.moderate]);
      const query = parseQuery(c, moderationQueueQuerySchema);
      const answer: ModerationQueueResponse = {
        data: await listModerationQueue({ database: platform.database, ...query }),
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .patch('/editor/moderation/:kind/:id/', async (c) => {
      const session = await requirePermission(c, db, [PERMISSIONS.moderate]);
      const kind = kindParam.safeParse(c.req.param('kind'));
      if (!kind.success) throw itemNotFound();
      const id = pathId(c, 'id', 'integer', itemNotFound);
      const decision = await parseJson(c, moderateItemRequestSchema);
      return c.json({
        data: await moderateItem({
          database: platform.database,
          queue: requestQueue(c, platform.queue),
          kind: kind.data,
          id,
          decision,
          moderatorUuid: session.user.uuid,
        }),
      });
    });
}
