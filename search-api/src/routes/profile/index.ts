import { Hono } from 'hono';
import {
  excludedDealersRequestSchema,
  profileRequestSchema,
  type ExcludedDealersResponse,
  userAvatarRequestSchema,
  type ProfileResponse,
  type SuccessResponse,
  type SystemAvatarsResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requireUser } from '../../accounts/require-user';
import { parseJson } from '../../http/validate';
import { chooseAvatar } from '../../profile/choose-avatar';
import { excludeDealers } from '../../profile/exclude-dealers';
import { listSystemAvatars } from '../../profile/list-system-avatars';
import { readProfile } from '../../profile/read-profile';
import { readSystemAvatarImage } from '../../profile/read-system-avatar-image';
import { removeAvatar } from '../../profile/remove-avatar';
import { updateProfile } from '../../profile/update-profile';

const SUCCESS: SuccessResponse = { data: 'success' };

/**
 * Profile and avatar (SPEC §7): `PUT profile/` answers the updated user (`GET profile/` reads
 * what /settings edits and the session lacks, e.g. alert_mail); `GET systemavatars` lists the
 * picker's avatars (public, with an image address each); `PATCH useravatar` picks one,
 * `DELETE useravatar` goes back to initials; `PUT profile/excludeddealers/` replaces the dealers
 * the user excludes from alerts, best prices and basket (the session answers them). The logic
 * lives in `src/profile/`.
 */
export function profileRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/profile/', async (c) => {
      const { user } = await requireUser(c, db);
      const answer: ProfileResponse = { data: await readProfile({ db, userUuid: user.uuid }) };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .put('/profile/', async (c) => {
      const { user } = await requireUser(c, db);
      const changes = await parseJson(c, profileRequestSchema);
      const answer: ProfileResponse = { data: await updateProfile({ db, userUuid: user.uuid, changes }) };
      return c.json(answer);
    })
    .put('/profile/excludeddealers/', async (c) => {
      const { user } = await requireUser(c, db);
      const { dealer_ids } = await parseJson(c, excludedDealersRequestSchema);
      const answer: ExcludedDealersResponse = {
        data: { dealer_ids: await excludeDealers({ db, userUuid: user.uuid, dealerIds: dealer_ids }) },
      };
      return c.json(answer);
    })
    .get('/systemavatars', async (c) => {
      const answer: SystemAvatarsResponse = { data: await listSystemAvatars({ db }) };
      c.header('cache-control', 'public, max-age=3600');
      return c.json(answer);
    })
    .get('/systemavatars/:avatarId{[a-z0-9_-]{1,64}}/image', async (c) => {
      const file = await readSystemAvatarImage({
        db,
        files: platform.files,
        avatarId: c.req.param('avatarId'),
      });
      return c.body(new Uint8Array(file.data), 200, {
        'content-type': file.contentType,
        'cache-control': 'public, max-age=86400',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    })
    .patch('/useravatar', async (c) => {
      const { user } = await requireUser(c, db);
      const { avatar_id } = await parseJson(c, userAvatarRequestSchema);
      await chooseAvatar({ db, userUuid: user.uuid, avatarId: avatar_id });
      return c.json(SUCCESS);
    })
    .delete('/useravatar', async (c) => {
      const { user } = await requireUser(c, db);
      await removeAvatar({ db, userUuid: user.uuid });
      return c.json(SUCCESS);
    });
}
