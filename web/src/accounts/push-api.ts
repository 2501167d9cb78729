import {
  pushDeviceResponseSchema,
  pushDevicesResponseSchema,
  pushKeyResponseSchema,
  pushSettingsResponseSchema,
  pushTestResponseSchema,
  successResponseSchema,
  type PushSettings,
  type PushSubscribeRequest,
} from '@spielraum/schema';
import { apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/push/key/`: the VAPID public key, null when the portal has no push. */
export async function fetchPushKey(options: RequestOptions = {}): Promise<string | null> {
  return (await apiRequest('GET', 'push/key/', pushKeyResponseSchema, options)).data.public_key;
}

/** `GET /api/push/devices/` */
export async function fetchPushDevices(options: RequestOptions = {}) {
  return (await apiRequest('GET', 'push/devices/', pushDevicesResponseSchema, options)).data.devices;
}

/** `POST /api/push/devices/` with the browser's `PushSubscription.toJSON()`. */
export async function subscribePushDevice(subscription: PushSubscribeRequest) {
  return (await apiRequest('POST', 'push/devices/', pushDeviceResponseSchema, { json: subscription })).data;
}

/** `DELETE /api/push/devices/{id}/` */
export function removePushDevice(id: number) {
  return apiRequest('DELETE', `push/devices/${id}/`, successResponseSchema);
}

/** `GET /api/push/settings/` */
export async function fetchPushSettings(options: RequestOptions = {}) {
  return (await apiRequest('GET', 'push/settings/', pushSettingsResponseSchema, options)).data;
}

/** `PUT /api/push/settings/` */
export async function savePushSettings(settings: PushSettings) {
  return (await apiRequest('PUT', 'push/settings/', pushSettingsResponseSchema, { json: settings })).data;
}

/** `POST /api/push/test/`: answers for how many devices the test was queued. */
export async function sendTestPush() {
  return (await apiRequest('POST', 'push/test/', pushTestResponseSchema)).data;
}
