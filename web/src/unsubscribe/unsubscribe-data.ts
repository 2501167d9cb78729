import type { UnsubscribeKind } from '@spielraum/schema';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { fetchUnsubscribeLink } from './unsubscribe-api';

/** What the page shows: the link's kind of mail, or the API's German text for a link that is none. */
export type UnsubscribePageData = { kind: UnsubscribeKind; invalid: null } | { kind: null; invalid: string };

/** Reads what the link would stop, on the server too; an unknown link shows the API's German text, status 404. */
export async function readUnsubscribeLink(args: LoaderFunctionArgs) {
  try {
    const answer = await fetchUnsubscribeLink(args.params.token ?? '', {
      signal: args.request.signal,
      baseUrl: args.request.url,
    });
    const page: UnsubscribePageData = { kind: answer.data.kind, invalid: null };
    return page;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      const page: UnsubscribePageData = { kind: null, invalid: error.message };
      return data(page, { status: 404 });
    }
    throw error;
  }
}
