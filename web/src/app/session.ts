import type { SessionResponse } from '@spielraum/schema';
import { data, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchSession, isMaintenanceError } from '../api/client';

/** Id of the root route whose loader holds the session. */
export const ROOT_ROUTE_ID = 'root';

export type Session = SessionResponse['data'];

export const ANONYMOUS_SESSION: Session = { user: null, permissions: [] };

/** What the root loader throws when search-api answers 503 "service is in maintenance mode". */
export const MAINTENANCE_RESPONSE = { maintenance: true } as const;

/**
 * Root loader: asks search-api for the session before every navigation (SPEC §2). The
 * maintenance answer becomes a 503 route error that the error page shows as the maintenance
 * page; any other failure leaves the visitor anonymous so that pages without data still work.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<{ session: Session }> {
  try {
    const response = await fetchSession({ signal: request.signal, baseUrl: request.url });
    return { session: response.data };
  } catch (error) {
    if (isMaintenanceError(error)) throw data(MAINTENANCE_RESPONSE, { status: 503 });
    if (request.signal.aborted) throw error;
    console.warn('session could not be loaded, continuing anonymously', error);
    return { session: ANONYMOUS_SESSION };
  }
}

/** The session is queried before every navigation, including search-parameter changes. */
export function shouldRevalidateSession(): boolean {
  return true;
}

/** The current session; anonymous when the root loader has not (yet) produced one. */
export function useSession(): Session {
  const loaderData = useRouteLoaderData<typeof sessionLoader>(ROOT_ROUTE_ID);
  return loaderData?.session ?? ANONYMOUS_SESSION;
}
