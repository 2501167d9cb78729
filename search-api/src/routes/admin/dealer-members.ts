import { Hono } from 'hono';
import {
  inviteDealerMemberRequestSchema,
  serverMessage,
  type DealerMembersResponse,
  type InviteDealerMemberResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import type { AccountsConfig } from '../../accounts/config';
import { findDealer, unknownDealer } from '../../dealer-members/find-dealer';
import { inviteDealerMember } from '../../dealer-members/invite-dealer-member';
import { listDealerMembers } from '../../dealer-members/list-dealer-members';
import { removeDealerMember } from '../../dealer-members/remove-dealer-member';
import { AppError } from '../../http/errors';
import { parseJson, pathId } from '../../http/validate';
import { requestQueue } from '../../http/request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const unknownMember = () =>
  new AppError('not_found', { error: 'not a member', message: serverMessage('dealerMemberNotFound') });

/**
 * The people who manage a shop, for operators (behind the operator permission of every
 * `admin/` call): `GET admin/dealers/{id}/members/`, `POST admin/dealers/{id}/members/` with
 * `email` (invites: a new account with a link to set its password, or an existing one linked and
 * told by mail) and `DELETE admin/dealers/{id}/members/{uuid}/`. Unknown shops answer 404.
 */
export function adminDealerMemberRoutes(platform: Platform, config: AccountsConfig) {
  const { db } = platform.database;
  return new Hono()
    .get('/admin/dealers/:id/members/', async (c) => {
      const dealerId = pathId(c, 'id', 'integer', unknownDealer);
      await findDealer({ db, dealerId });
      c.header('Cache-Control', 'private, no-store');
      const answer: DealerMembersResponse = { data: { members: await listDealerMembers({ db, dealerId }) } };
      return c.json(answer);
    })
    .post('/admin/dealers/:id/members/', async (c) => {
      const dealerId = pathId(c, 'id', 'integer', unknownDealer);
      const { email } = await parseJson(c, inviteDealerMemberRequestSchema);
      const data = await inviteDealerMember({
        db,
        queue: requestQueue(c, platform.queue),
        config,
        dealerId,
        email,
      });
      platform.logger.info(
        { dealerId, member: data.member.uuid, outcome: data.outcome },
        'shop member invited',
      );
      const answer: InviteDealerMemberResponse = { data };
      return c.json(answer, data.outcome === 'new_account' ? 201 : 200);
    })
    .delete('/admin/dealers/:id/members/:uuid/', async (c) => {
      const dealerId = pathId(c, 'id', 'integer', unknownDealer);
      const userUuid = c.req.param('uuid');
      if (!UUID.test(userUuid)) throw unknownMember();
      await removeDealerMember({ db, dealerId, userUuid });
      platform.logger.info({ dealerId, member: userUuid }, 'shop member removed');
      const answer: SuccessResponse = { data: 'success' };
      return c.json(answer);
    });
}
