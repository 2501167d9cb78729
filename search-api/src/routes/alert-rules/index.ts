import { Hono, type Context } from 'hono';
import {
  ALERT_LIMITS,
  createListAlertRuleRequestSchema,
  message,
  type ListAlertRuleResponse,
  type ListAlertRulesResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requireUser } from '../../accounts/require-user';
import { createListRule } from '../../alerts/create-list-rule';
import { deleteListRule } from '../../alerts/delete-list-rule';
import { alertRuleNotFound, listRules } from '../../alerts/list-rules';
import { AppError } from '../../http/errors';
import { parseJson, pathId } from '../../http/validate';
import { findOwnList } from '../../lists/find-own-list';

/**
 * The alert rules of a wish list (one rule for every game on it, games added later included;
 * the logic in `src/alerts/`): `GET|POST userlists/{id}/alertrules/`, `DELETE
 * userlists/{id}/alertrules/{rule_id}/`. Signed-in, verified owners only: another user's list
 * answers 404 like a missing one.
 */
export function alertRuleRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  const ownList = (c: Context, userUuid: string) =>
    findOwnList({
      db,
      userUuid,
      listId: pathId(
        c,
        'id',
        'integer',
        () => new AppError('not_found', { error: 'list not found', message: message('listNotFound') }),
      ),
    });
  return new Hono()
    .get('/userlists/:id/alertrules/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const answer: ListAlertRulesResponse = {
        data: { rules: await listRules({ db, list }), limit: ALERT_LIMITS.maxRulesPerList },
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .post('/userlists/:id/alertrules/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const request = await parseJson(c, createListAlertRuleRequestSchema);
      const answer: ListAlertRuleResponse = { data: await createListRule({ db, list, request }) };
      return c.json(answer, 201);
    })
    .delete('/userlists/:id/alertrules/:ruleId/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      await deleteListRule({ db, list, ruleId: pathId(c, 'ruleId', 'integer', alertRuleNotFound) });
      const answer: SuccessResponse = { data: 'success' };
      return c.json(answer);
    });
}
