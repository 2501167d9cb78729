import type { AlertsResponse } from '@spielraum/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { guardAccount } from '../app/guards/require-account';

export type AlertsData = { list: AlertsResponse['data']; error: null } | { list: null; error: string };

/** `/alerts`: login and verification (SPEC §2), then the user's alerts; a failed read becomes the page's error state. */
export async function alertsLoader(args: LoaderFunctionArgs): Promise<AlertsData> {
  await guardAccount(args, { verified: true });
  // the alert calls and their zod contracts load with the page, not with every page
  const { fetchAlerts } = await import('./alerts-api');
  try {
    const answer = await fetchAlerts({ signal: args.request.signal, baseUrl: args.request.url });
    return { list: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { list: null, error: error.message };
  }
}
