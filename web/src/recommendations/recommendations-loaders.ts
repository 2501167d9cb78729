import type { LoaderFunctionArgs } from 'react-router';
import { CURATOR_ADD_OR_EDIT, CURATOR_EDIT, guardAccount } from '../app/guards/require-account';
import type {
  CuratorCommentsData,
  CuratorListFormData,
  CuratorListsData,
  RecommendationListData,
  RecommendationsData,
} from './recommendations-data';

/*
 * The loaders of the recommendation routes. routes.tsx imports this file into every page's first
 * JavaScript, so the calls and their zod contracts (./recommendations-data.ts) load only when a
 * recommendation page is opened (the game page must stay within 170 KB of JavaScript).
 */
const loadData = () => import('./recommendations-data');

/** `/recommendations?page=`: the public lists. */
export async function recommendationsLoader(args: LoaderFunctionArgs): Promise<RecommendationsData> {
  return (await loadData()).readRecommendations(args);
}

/** `/recommendations/:slug`: one list; unknown or someone else's private list is a 404. */
export async function recommendationListLoader(args: LoaderFunctionArgs): Promise<RecommendationListData> {
  return (await loadData()).readRecommendationList(args);
}

/** `/recommendationsmanagement` (SPEC §2: curator edit permission): the curator's lists. */
export async function curatorListsLoader(args: LoaderFunctionArgs): Promise<CuratorListsData> {
  await guardAccount(args, { verified: true, anyPermission: CURATOR_EDIT });
  return (await loadData()).readCuratorLists(args);
}

/** `/recommendationscomments` (curator edit permission): the comments on the curator's own lists. */
export async function curatorCommentsLoader(args: LoaderFunctionArgs): Promise<CuratorCommentsData> {
  await guardAccount(args, { verified: true, anyPermission: CURATOR_EDIT });
  return (await loadData()).readCuratorComments(args);
}

/** `/recommendationform/:id` (add or edit permission): a new list or one of the curator's own. */
export async function curatorListFormLoader(args: LoaderFunctionArgs): Promise<CuratorListFormData> {
  await guardAccount(args, { verified: true, anyPermission: CURATOR_ADD_OR_EDIT });
  return (await loadData()).readCuratorListForm(args);
}
