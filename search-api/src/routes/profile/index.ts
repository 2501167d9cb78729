import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  message,
  profileRequestSchema,
  userAvatarRequestSchema,
  type ProfileResponse,
  type SuccessResponse,
  type SystemAvatarsResponse,
} from '@spielraum/schema';
import { systemAvatars, users } from '@spielraum/schema/db';
import type { AccountsContext } from '../../accounts/context';
import { toCurrentSession } from '../../accounts/find-session';
import { requireUser } from '../../accounts/require-user';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';

const SUCCESS: SuccessResponse = { data: 'success' };

/**
 * Profile and avatar (SPEC §7): `PUT profile/` answers the updated user (`GET profile/` reads
 * what /settings edits and the session lacks, e.g. alert_mail); `GET systemavatars` lists the
 * picker's avatars (public, with an image address each); `PATCH useravatar` picks one,
 * `DELETE useravatar` goes back to initials.
 */
export function profileRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/profile/', async (c) => {
      const { user } = await requireUser(c, db);
      const [row] = await db.select().from(users).where(eq(users.uuid, user.uuid)).limit(1);
      if (!row) throw new AppError('unauthorized');
      const answer: ProfileResponse = {
        data: { user_data: toCurrentSession(row).user, alert_mail: row.alertMail, locale: row.locale },
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .put('/profile/', async (c) => {
      const { user } = await requireUser(c, db);
      const body = await parseJson(c, profileRequestSchema);
      const [updated] = await db
        .update(users)
        .set({
          displayName: body.display_name,
          ...(body.alert_mail ? { alertMail: body.alert_mail } : {}),
          ...(body.locale ? { locale: body.locale } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.uuid, user.uuid))
        .returning();
      if (!updated) throw new AppError('unauthorized');
      const answer: ProfileResponse = {
        data: {
          user_data: toCurrentSession(updated).user,
          alert_mail: updated.alertMail,
          locale: updated.locale,
        },
      };
      return c.json(answer);
    })
    .get('/systemavatars', async (c) => {
      const rows = await db.select().from(systemAvatars).orderBy(asc(systemAvatars.position));
      const answer: SystemAvatarsResponse = {
        data: rows.map((row) => ({
          avatar_id: row.avatarId,
          label: row.label,
          image: `/api/systemavatars/${row.avatarId}/image`,
        })),
      };
      c.header('cache-control', 'public, max-age=3600');
      return c.json(answer);
    })
    .get('/systemavatars/:avatarId{[a-z0-9_-]{1,64}}/image', async (c) => {
      const [avatar] = await db
        .select()
        .from(systemAvatars)
        .where(eq(systemAvatars.avatarId, c.req.param('avatarId')))
        .limit(1);
      const file = avatar ? await platform.files.get(avatar.storageKey) : null;
      if (!file) throw new AppError('not_found', { message: 'Bild nicht gefunden' });
      return c.body(new Uint8Array(file.data), 200, {
        'content-type': file.contentType,
        'cache-control': 'public, max-age=86400',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    })
    .patch('/useravatar', async (c) => {
      const { user } = await requireUser(c, db);
      const { avatar_id } = await parseJson(c, userAvatarRequestSchema);
      const [avatar] = await db
        .select()
        .from(systemAvatars)
        .where(eq(systemAvatars.avatarId, avatar_id))
        .limit(1);
      if (!avatar)
        throw new AppError('validation_failed', {
          error: 'unknown avatar',
          fields: { avatar_id: message('chooseFromList') },
        });
      await db
        .update(users)
        .set({ avatarId: avatar_id, updatedAt: new Date() })
        .where(eq(users.uuid, user.uuid));
      return c.json(SUCCESS);
    })
    .delete('/useravatar', async (c) => {
      const { user } = await requireUser(c, db);
      await db.update(users).set({ avatarId: null, updatedAt: new Date() }).where(eq(users.uuid, user.uuid));
      return c.json(SUCCESS);
    });
}
