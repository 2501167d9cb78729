import { Hono } from 'hono';
import {
  ALERT_LIMITS,
  createAlertRequestSchema,
  updateAlertRequestSchema,
  type AlertResponse,
  type AlertsResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requireUser } from '../../accounts/require-user';
import { createAlert } from '../../alerts/create-alert';
import { deleteAlert } from '../../alerts/delete-alert';
import { listAlerts } from '../../alerts/list-alerts';
import { alertNotFound, updateAlert } from '../../alerts/update-alert';
import { parseJson, pathId } from '../../http/validate';

/**
 * The alerts of the signed-in, verified user (SPEC §2 /alerts; calls "not shown", designed in
 * the SPEC §7 style): `GET alerts/` lists them, `POST alerts/` creates a price, availability or
 * news alert, `PATCH alerts/{id}/` changes the threshold or pauses and resumes, `DELETE
 * alerts/{id}/` deletes. Other users' ids answer 404.
 */
export function alertRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/alerts/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await listAlerts({ db, userUuid: user.uuid });
      const answer: AlertsResponse = {
        data: {
          alerts: list,
          // a wish list rule's alerts do not count against the limit
          total: list.filter((alert) => alert.rule === null).length,
          limit: ALERT_LIMITS.maxAlertsPerUser,
        },
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .post('/alerts/', async (c) => {
      const { user } = await requireUser(c, db);
      const request = await parseJson(c, createAlertRequestSchema);
      const answer: AlertResponse = { data: await createAlert({ db, userUuid: user.uuid, request }) };
      return c.json(answer, 201);
    })
    .patch('/alerts/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const alertId = pathId(c, 'id', 'integer', alertNotFound);
      const request = await parseJson(c, updateAlertRequestSchema);
      const answer: AlertResponse = {
        data: await updateAlert({ db, userUuid: user.uuid, alertId, request }),
      };
      return c.json(answer);
    })
    .delete('/alerts/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      await deleteAlert({ db, userUuid: user.uuid, alertId: pathId(c, 'id', 'integer', alertNotFound) });
      const answer: SuccessResponse = { data: 'success' };
      return c.json(answer);
    });
}
