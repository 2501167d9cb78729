import { isRouteErrorResponse } from 'react-router';
import { ApiRequestError, isMaintenanceError } from '../../api/client';

export type RouteErrorKind = 'not-found' | 'maintenance' | 'server-error';

/** Loader data `{ maintenance: true }` marks a maintenance answer (checked without zod: the entry chunk stays small). */
function isMaintenanceData(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { maintenance?: unknown }).maintenance === true
  );
}

/** The HTTP status an error thrown from a loader or a render stands for. */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiRequestError) return error.status;
  return 500;
}

/** Which German page the error boundary shows for a thrown error. */
export function classifyRouteError(error: unknown): RouteErrorKind {
  if (isMaintenanceError(error)) return 'maintenance';
  if (isRouteErrorResponse(error) && isMaintenanceData(error.data)) return 'maintenance';
  return routeErrorStatus(error) === 404 ? 'not-found' : 'server-error';
}
