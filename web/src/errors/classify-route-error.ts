import { isRouteErrorResponse } from 'react-router';
import { z } from 'zod';
import { ApiRequestError, isMaintenanceError } from '../api/client';

export type RouteErrorKind = 'not-found' | 'maintenance' | 'server-error';

const maintenanceDataSchema = z.object({ maintenance: z.literal(true) });

/** The HTTP status an error thrown from a loader or a render stands for. */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiRequestError) return error.status;
  return 500;
}

/** Which German page the error boundary shows for a thrown error. */
export function classifyRouteError(error: unknown): RouteErrorKind {
  if (isMaintenanceError(error)) return 'maintenance';
  if (isRouteErrorResponse(error) && maintenanceDataSchema.safeParse(error.data).success)
    return 'maintenance';
  return routeErrorStatus(error) === 404 ? 'not-found' : 'server-error';
}
