import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  acceptDealerInvitationRequestSchema,
  DEALER_AREA_LIMITS,
  dealerProfileRequestSchema,
  type DealerAnalyticsResponse,
  type DealerAreaShopResponse,
  type DealerAreaShopsResponse,
  type LoginResponse,
} from '@spielraum/schema';
import { issueAntiForgeryToken } from '../../accounts/anti-forgery';
import type { AccountsContext } from '../../accounts/context';
import { toCurrentSession } from '../../accounts/find-session';
import { LOGO_MAX_BYTES } from '../../accounts/logo-upload';
import { startSession } from '../../accounts/sessions';
import { analyticsPeriod } from '../../analytics/analytics-period';
import { readDealerClickOuts } from '../../analytics/read-dealer-click-outs';
import { logoTooLargeError } from '../../custom-fields/upload-logo';
import { listMemberShops, readMemberShop, shopNotFound } from '../../dealer-area/list-member-shops';
import { requireDealerAccount } from '../../dealer-area/require-dealer-account';
import { updateShopProfile } from '../../dealer-area/update-shop-profile';
import { uploadShopLogo } from '../../dealer-area/upload-shop-logo';
import { acceptDealerInvitation } from '../../dealer-members/accept-dealer-invitation';
import { clientIp } from '../../http/client-ip';
import { parseJson, pathId } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';
import { uploadedFile } from '../custom-fields/index';
import { dealerFeedRoutes } from './feeds';

/**
 * The dealer area (SPEC §1, §6 shop/dealer user type), for signed-in dealer accounts:
 * `GET dealer-area/shops/` (the account's shops), `GET dealer-area/shops/{id}/`,
 * `PUT dealer-area/shops/{id}/profile/` (website and social links), `POST
 * dealer-area/shops/{id}/logo/` (multipart `uploadfile`) and `GET
 * dealer-area/shops/{id}/click-outs/` (clicks on "zum Shop" of the last 30 days). Visitors get
 * 401, other accounts 403, and a shop the account does not manage 404, never 403, so no one learns
 * which shops exist. The shop's feed runs, offers without a game and feed upload are in
 * `./feeds.ts`. `POST dealer-area/invitation/` sets an invited member's first password
 * through the mailed link and signs them in. The logic lives in `src/dealer-area/` and
 * `src/dealer-members/`.
 */
export function dealerAreaRoutes(context: AccountsContext) {
  const { platform, config, limits } = context;
  const { database } = platform;
  const { db } = database;
  return new Hono()
    .route('/', dealerFeedRoutes(context))
    .get('/dealer-area/shops/', async (c) => {
      const session = await requireDealerAccount(c, db);
      c.header('Cache-Control', 'private, no-store');
      const answer: DealerAreaShopsResponse = {
        data: { shops: await listMemberShops({ db, userUuid: session.user.uuid }) },
      };
      return c.json(answer);
    })
    .get('/dealer-area/shops/:id/', async (c) => {
      const session = await requireDealerAccount(c, db);
      const dealerId = pathId(c, 'id', 'integer', shopNotFound);
      c.header('Cache-Control', 'private, no-store');
      const answer: DealerAreaShopResponse = {
        data: { shop: await readMemberShop({ db, userUuid: session.user.uuid, dealerId }) },
      };
      return c.json(answer);
    })
    .put('/dealer-area/shops/:id/profile/', async (c) => {
      const session = await requireDealerAccount(c, db);
      const dealerId = pathId(c, 'id', 'integer', shopNotFound);
      const profile = await parseJson(c, dealerProfileRequestSchema);
      const shop = await updateShopProfile({ db, userUuid: session.user.uuid, dealerId, profile });
      const answer: DealerAreaShopResponse = { data: { shop } };
      return c.json(answer);
    })
    .post(
      '/dealer-area/shops/:id/logo/',
      bodyLimit({
        maxSize: LOGO_MAX_BYTES + 64 * 1024,
        onError: () => {
          throw logoTooLargeError();
        },
      }),
      async (c) => {
        const session = await requireDealerAccount(c, db);
        const dealerId = pathId(c, 'id', 'integer', shopNotFound);
        // membership is checked before the upload is read
        await readMemberShop({ db, userUuid: session.user.uuid, dealerId });
        const file = await uploadedFile(c);
        const shop = await uploadShopLogo({
          db,
          files: platform.files,
          userUuid: session.user.uuid,
          dealerId,
          file,
        });
        const answer: DealerAreaShopResponse = { data: { shop } };
        return c.json(answer);
      },
    )
    .get('/dealer-area/shops/:id/click-outs/', async (c) => {
      const session = await requireDealerAccount(c, db);
      const dealerId = pathId(c, 'id', 'integer', shopNotFound);
      await readMemberShop({ db, userUuid: session.user.uuid, dealerId });
      const data = await readDealerClickOuts({
        database,
        dealerId,
        period: analyticsPeriod(DEALER_AREA_LIMITS.clickOutDays),
      });
      if (!data) throw shopNotFound();
      c.header('Cache-Control', 'private, no-store');
      const answer: DealerAnalyticsResponse = { data };
      return c.json(answer);
    })
    .post('/dealer-area/invitation/', async (c) => {
      const body = await parseJson(c, acceptDealerInvitationRequestSchema);
      await consume(limits, `login:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.loginPerIp);
      const user = await acceptDealerInvitation({
        db,
        userUuid: body.uuid,
        token: body.token,
        password: body.password,
      });
      const sessionValue = await startSession({ c, db, config, userUuid: user.uuid, persistent: false });
      issueAntiForgeryToken(c, config, sessionValue);
      const session = toCurrentSession(user);
      const answer: LoginResponse = { data: { user_data: session.user, permissions: session.permissions } };
      c.header('cache-control', 'no-store');
      return c.json(answer);
    });
}
