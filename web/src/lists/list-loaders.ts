import type { ListKind } from '@spielraum/schema';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { guardAccount } from '../app/guards/require-account';

// The list calls and their zod contracts load with the pages, not with every page's first
// JavaScript (routes.tsx imports these loaders; the game page must stay within 170 KB of JavaScript).
const listsApi = () => import('./lists-api');

const SIGNED_IN_AND_VERIFIED = { verified: true } as const;

function notFoundOn404(error: unknown): never {
  if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
  throw error;
}

/** /wishlists, /collections: the guard (login and verification), then the user's lists of the kind. */
export function userListsLoader(kind: ListKind) {
  return async (args: LoaderFunctionArgs) => {
    await guardAccount(args, SIGNED_IN_AND_VERIFIED);
    const { fetchUserLists } = await listsApi();
    const answer = await fetchUserLists(kind, { signal: args.request.signal, baseUrl: args.request.url });
    return { kind, lists: answer.data };
  };
}

/**
 * /wishlists/{id}, /collections/{id}: one own list. Another user's list, an unknown id and a
 * list of the other kind are all the German 404 page.
 */
export function userListLoader(kind: ListKind) {
  return async (args: LoaderFunctionArgs) => {
    await guardAccount(args, SIGNED_IN_AND_VERIFIED);
    const id = Number(args.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
    const { fetchUserList } = await listsApi();
    const answer = await fetchUserList(id, { signal: args.request.signal, baseUrl: args.request.url }).catch(
      notFoundOn404,
    );
    if (answer.data.kind !== kind) throw data(null, { status: 404 });
    return answer.data;
  };
}

/** /wishlistview/{hash}, /collectionview/{hash}: public; a revoked or unknown hash is the 404 page. */
export function sharedListLoader(kind: ListKind) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const hash = params.hash ?? '';
    if (!/^[A-Za-z0-9_-]{22}$/.test(hash)) throw data(null, { status: 404 });
    const { fetchSharedList } = await listsApi();
    const answer = await fetchSharedList(hash, { signal: request.signal, baseUrl: request.url }).catch(
      notFoundOn404,
    );
    if (answer.data.kind !== kind) throw data(null, { status: 404 });
    return answer.data;
  };
}

/** /collections/bgg-import: the guard only; the page uploads and reviews in the browser. */
export async function bggImportLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, SIGNED_IN_AND_VERIFIED);
  return null;
}

/** /ignore-games: the guard, then the ignored games, newest first. */
export async function ignoredGamesLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, SIGNED_IN_AND_VERIFIED);
  const { fetchIgnoredGames } = await listsApi();
  const answer = await fetchIgnoredGames({ signal: args.request.signal, baseUrl: args.request.url });
  return answer.data;
}
