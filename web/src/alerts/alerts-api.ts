import {
  alertResponseSchema,
  alertsResponseSchema,
  successResponseSchema,
  type AlertResponse,
  type AlertsResponse,
  type CreateAlertRequest,
  type UpdateAlertRequest,
} from '@spielraum/schema';
import { apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/alerts/`: every alert of the signed-in user. */
export function fetchAlerts(options: RequestOptions = {}): Promise<AlertsResponse> {
  return apiRequest('GET', 'alerts/', alertsResponseSchema, options);
}

/** `POST /api/alerts/`: a price, availability or news alert. */
export function createAlert(request: CreateAlertRequest): Promise<AlertResponse> {
  return apiRequest('POST', 'alerts/', alertResponseSchema, { json: request });
}

/** `PATCH /api/alerts/{id}/`: a new threshold, or pause and resume. */
export function updateAlert(id: number, request: UpdateAlertRequest): Promise<AlertResponse> {
  return apiRequest('PATCH', `alerts/${id}/`, alertResponseSchema, { json: request });
}

/** `DELETE /api/alerts/{id}/` */
export function deleteAlert(id: number) {
  return apiRequest('DELETE', `alerts/${id}/`, successResponseSchema);
}
