import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';

const pages = () => import('./dealer-area-pages');
const handle = { lazyModule: 'src/dealer-area/dealer-area-pages.ts', ...NOINDEX };

/**
 * The shop side of the portal (SPEC §1, §6 shop/dealer user type): `/haendler/login`, the shop
 * login; `/haendler/einladung/{uuid}/{token}`, where an invited shop member sets a password;
 * `/haendlerbereich`, the account's shops; `/haendlerbereich/shops/{id}`, one shop's profile,
 * public preview and clicks. Pages and guarding loaders come in one lazy module, so nothing of
 * them reaches the public pages' first JavaScript.
 */
export const dealerAreaRoutes: RouteObject[] = [
  {
    path: 'haendler/login',
    lazy: async () => {
      const { ShopLoginPage } = await pages();
      return { Component: ShopLoginPage };
    },
    handle,
  },
  {
    path: 'haendler/einladung/:uuid/:token',
    lazy: async () => {
      const { InvitationPage } = await pages();
      return { Component: InvitationPage };
    },
    handle,
  },
  {
    path: 'haendlerbereich',
    lazy: async () => {
      const { dealerAreaLoader, DealerAreaPage } = await pages();
      return { loader: dealerAreaLoader, Component: DealerAreaPage };
    },
    handle,
  },
  {
    path: 'haendlerbereich/shops/:shopId',
    lazy: async () => {
      const { shopPageLoader, ShopPage } = await pages();
      return { loader: shopPageLoader, Component: ShopPage };
    },
    handle,
  },
];
