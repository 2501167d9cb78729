import type { DealerProfile, DealerSummary } from '@spielraum/schema';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { fetchDealer, fetchDealers } from './dealers-api';

/**
 * The directory below the text of `/dealers-details`: the dealers, or the German reason they
 * could not be read (the page's text still shows, and the directory offers to try again).
 */
export type DealerDirectoryData =
  { dealers: DealerSummary[]; error: null } | { dealers: null; error: string };

export interface DealerPageData {
  dealer: DealerProfile;
}

function options(args: LoaderFunctionArgs) {
  return { signal: args.request.signal, baseUrl: args.request.url };
}

/** Reads the directory for the static page's loader, so the server renders it (search engines see it). */
export async function readDealerDirectory(args: LoaderFunctionArgs): Promise<DealerDirectoryData> {
  try {
    return { dealers: (await fetchDealers(options(args))).data.dealers, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { dealers: null, error: error.message };
  }
}

/** `/dealers-details/:slug`: an unknown or inactive dealer is the German 404 page, status 404 on the server. */
export async function readDealerPage(args: LoaderFunctionArgs): Promise<DealerPageData> {
  try {
    return { dealer: (await fetchDealer(args.params.slug ?? '', options(args))).data.dealer };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
