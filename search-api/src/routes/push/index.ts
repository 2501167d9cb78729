import { Hono } from 'hono';
import {
  pushSettingsRequestSchema,
  pushSubscribeRequestSchema,
  type PushDeviceResponse,
  type PushDevicesResponse,
  type PushKeyResponse,
  type PushSettingsResponse,
  type PushTestResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requireUser } from '../../accounts/require-user';
import { parseJson, pathId } from '../../http/validate';
import {
  listPushDevices,
  pushDeviceNotFound,
  removePushDevice,
  requirePush,
  subscribePushDevice,
} from '../../push/push-devices';
import { readPushSettings, updatePushSettings } from '../../push/push-settings';
import { queueTestPush } from '../../push/queue-test-push';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';
import { requestQueue } from '../../http/request-log';

const SUCCESS: SuccessResponse = { data: 'success' };

/**
 * Web push as a notification channel (logic in `src/push/`; the indexer sends): the public VAPID
 * key, the signed-in, verified user's devices, their push settings and the test notification.
 * Unsafe calls carry the anti-forgery pair; another user's device answers 404.
 *
 * - `GET push/key/`: `{ public_key }`, null when the portal has no keys
 * - `GET|POST push/devices/`, `DELETE push/devices/{id}/`
 * - `GET|PUT push/settings/`: quiet hours (German time) and daily cap
 * - `POST push/test/`: 202, the test notification is queued for every device
 */
export function pushRoutes({ platform, limits }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/push/key/', (c) => {
      const answer: PushKeyResponse = { data: { public_key: platform.push?.vapid.publicKey ?? null } };
      return c.json(answer);
    })
    .get('/push/devices/', async (c) => {
      const { user } = await requireUser(c, db);
      const answer: PushDevicesResponse = {
        data: { devices: await listPushDevices({ db, userUuid: user.uuid }) },
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .post('/push/devices/', async (c) => {
      const { user } = await requireUser(c, db);
      const subscription = await parseJson(c, pushSubscribeRequestSchema);
      const push = requirePush(platform.push);
      const { device, created } = await subscribePushDevice({
        db,
        push,
        userUuid: user.uuid,
        subscription,
        userAgent: c.req.header('user-agent'),
      });
      const answer: PushDeviceResponse = { data: device };
      return c.json(answer, created ? 201 : 200);
    })
    .delete('/push/devices/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const deviceId = pathId(c, 'id', 'integer', pushDeviceNotFound);
      await removePushDevice({ db, userUuid: user.uuid, deviceId });
      return c.json(SUCCESS);
    })
    .get('/push/settings/', async (c) => {
      const { user } = await requireUser(c, db);
      const answer: PushSettingsResponse = { data: await readPushSettings({ db, userUuid: user.uuid }) };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .put('/push/settings/', async (c) => {
      const { user } = await requireUser(c, db);
      const settings = await parseJson(c, pushSettingsRequestSchema);
      const answer: PushSettingsResponse = {
        data: await updatePushSettings({ db, userUuid: user.uuid, settings }),
      };
      return c.json(answer);
    })
    .post('/push/test/', async (c) => {
      const { user } = await requireUser(c, db);
      requirePush(platform.push);
      await consume(limits, `test-push:user:${user.uuid}`, RATE_LIMITS.testPushPerAccount);
      const answer: PushTestResponse = {
        data: await queueTestPush({ db, queue: requestQueue(c, platform.queue), userUuid: user.uuid }),
      };
      return c.json(answer, 202);
    });
}
