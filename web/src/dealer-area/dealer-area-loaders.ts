import type { DealerAnalytics, DealerAreaShop } from '@spielraum/schema';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { sessionLoader } from '../app/session';
import { fetchShopClickOuts, fetchShops } from './dealer-area-api';

/** The shop login's address; `?konto=ohne-shop` shows why a signed-in account was sent there. */
export const SHOP_LOGIN_PATH = '/haendler/login';
export const NOT_LINKED_PARAM = 'konto';
export const NOT_LINKED_VALUE = 'ohne-shop';
/** Where the shop login returns to after sign-in (a path of the dealer area only). */
export const RETURN_PARAM = 'zurueck';
export const DEALER_AREA_PATH = '/haendlerbereich';

/** A shop's page in the dealer area. */
export function shopPath(id: number): string {
  return `${DEALER_AREA_PATH}/shops/${id}`;
}

/** The return path the shop login accepts: one inside the dealer area, nothing else. */
export function dealerAreaReturnPath(value: string | null): string {
  return value !== null && /^\/haendlerbereich(\/shops\/[1-9][0-9]{0,9})?$/.test(value)
    ? value
    : DEALER_AREA_PATH;
}

const notLinked = () =>
  redirect(`${SHOP_LOGIN_PATH}?${new URLSearchParams({ [NOT_LINKED_PARAM]: NOT_LINKED_VALUE }).toString()}`);

/**
 * The guard of every dealer-area page: a visitor goes to the shop login (which brings them back),
 * an unverified account to its verification page, and an account that manages no shop to the
 * shop login saying so. Answers the account's shops.
 */
async function guardDealer(args: LoaderFunctionArgs): Promise<DealerAreaShop[]> {
  const { session } = await sessionLoader(args);
  const url = new URL(args.request.url);
  if (session.user === null)
    throw redirect(`${SHOP_LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: url.pathname }).toString()}`);
  if (!session.user.verified) throw redirect(`/verify/${session.user.uuid}`);
  if (session.user.user_type !== 'dealer') throw notLinked();
  try {
    const answer = await fetchShops({ signal: args.request.signal, baseUrl: args.request.url });
    if (answer.data.shops.length === 0) throw notLinked();
    return answer.data.shops;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) throw notLinked();
    throw error;
  }
}

export interface DealerAreaData {
  shops: DealerAreaShop[];
}

/** `/haendlerbereich`: the account's shops. */
export async function dealerAreaLoader(args: LoaderFunctionArgs): Promise<DealerAreaData> {
  return { shops: await guardDealer(args) };
}

export type ClickOutsState = { analytics: DealerAnalytics; error: null } | { analytics: null; error: string };

export interface ShopPageData {
  shop: DealerAreaShop;
  clickOuts: ClickOutsState;
}

/**
 * `/haendlerbereich/shops/{id}`: one of the account's shops with its clicks; a shop the account
 * does not manage is the 404 page, like one that does not exist. A failed read of the clicks
 * becomes that section's error state, the profile still shows.
 */
export async function shopPageLoader(args: LoaderFunctionArgs): Promise<ShopPageData> {
  const shops = await guardDealer(args);
  const id = Number(args.params.shopId);
  const shop = shops.find((entry) => entry.id === id);
  if (!shop) throw data(null, { status: 404 });
  const clickOuts = await fetchShopClickOuts(id, {
    signal: args.request.signal,
    baseUrl: args.request.url,
  }).then(
    (answer): ClickOutsState => ({ analytics: answer.data, error: null }),
    (error: unknown): ClickOutsState => {
      if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
      return { analytics: null, error: error.message };
    },
  );
  return { shop, clickOuts };
}
