import type { LoaderFunctionArgs } from 'react-router';
import { guardAccount, OPERATOR_ACCESS } from '../app/guards/require-account';
import { readContactMessages, readStatistics } from './operations-data';

/** `/betrieb`: login, verification and the operator permission. */
export async function operationsLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, OPERATOR_ACCESS);
  return null;
}

/** `/betrieb/statistik?days=`: the same guard, then the web analytics' figures of the period. */
export async function statisticsLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, OPERATOR_ACCESS);
  return readStatistics(args);
}

/** `/betrieb/kontakt?status=&page=`: the same guard, then one page of the contact messages. */
export async function contactMessagesLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, OPERATOR_ACCESS);
  return readContactMessages(args);
}
