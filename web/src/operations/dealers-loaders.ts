import type { LoaderFunctionArgs } from 'react-router';
import { guardAccount, OPERATOR_ACCESS } from '../app/guards/require-account';
import { readDealerEdit, readDealers, readFeedRun, readFeedRuns } from './dealers-data';

/** `/betrieb/haendler?q=&status=&page=`: the operator guard, then one page of dealers. */
export async function dealersLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, OPERATOR_ACCESS);
  return readDealers(args);
}

/** `/betrieb/haendler/neu` and `/betrieb/haendler/:id`: the operator guard, then the dealer and its last runs. */
export async function dealerEditLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, OPERATOR_ACCESS);
  return readDealerEdit(args);
}

/** `/betrieb/feeds?dealer=&kind=&status=&page=`: the operator guard, then one page of runs. */
export async function feedRunsLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, OPERATOR_ACCESS);
  return readFeedRuns(args);
}

/** `/betrieb/feeds/:runId`: the operator guard, then the run. */
export async function feedRunLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, OPERATOR_ACCESS);
  return readFeedRun(args);
}
