import {
  customFieldResponseSchema,
  customFieldsResponseSchema,
  loginResponseSchema,
  profileResponseSchema,
  systemAvatarsResponseSchema,
  type ProfileRequest,
  signupResponseSchema,
  successResponseSchema,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
} from '@spielraum/schema';
import { apiRequest, type RequestOptions } from '../api/client';

/** The answers of calls SPEC §7 marks "not shown": we answer `{ data: "success" }`. */
const anySuccess = successResponseSchema;

/** `POST /api/login/` */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest('POST', 'login/', loginResponseSchema, { json: credentials });
}

/** `POST /api/signup/`: answers data.uuid. */
export function signup(values: SignupRequest) {
  return apiRequest('POST', 'signup/', signupResponseSchema, { json: values });
}

/** `POST /api/verify/` */
export function verifyEmail(values: { uuid: string; token: string }, options: { signal?: AbortSignal } = {}) {
  return apiRequest('POST', 'verify/', anySuccess, { json: values, ...options });
}

/** `POST /api/resendverificationmail/` */
export function resendVerificationMail(uuid: string) {
  return apiRequest('POST', 'resendverificationmail/', anySuccess, { json: { uuid } });
}

/** `POST /api/requestpasswordreset/` */
export function requestPasswordReset(email: string) {
  return apiRequest('POST', 'requestpasswordreset/', anySuccess, { json: { email } });
}

/** `POST /api/resetpassword/` */
export function resetPassword(values: {
  uuid: string;
  token: string;
  password: string;
  password_confirmation: string;
}) {
  return apiRequest('POST', 'resetpassword/', anySuccess, { json: values });
}

/** `GET /api/requestuserdeletion` */
export function requestUserDeletion() {
  return apiRequest('GET', 'requestuserdeletion', anySuccess);
}

/** `DELETE /api/deleteuser?uuid=&token=` */
export function deleteUser(values: { uuid: string; token: string }) {
  return apiRequest('DELETE', 'deleteuser', anySuccess, { query: new URLSearchParams(values) });
}

/** `DELETE /api/userproductshistory/` */
export function clearProductHistory() {
  return apiRequest('DELETE', 'userproductshistory/', anySuccess);
}

/** `PUT /api/profile/` */
export function updateProfile(values: ProfileRequest) {
  return apiRequest('PUT', 'profile/', profileResponseSchema, { json: values });
}

/** `GET /api/systemavatars` */
export function fetchSystemAvatars(options: RequestOptions = {}) {
  return apiRequest('GET', 'systemavatars', systemAvatarsResponseSchema, options);
}

/** `PATCH /api/useravatar` */
export function chooseAvatar(avatarId: string) {
  return apiRequest('PATCH', 'useravatar', anySuccess, { json: { avatar_id: avatarId } });
}

/** `DELETE /api/useravatar` */
export function removeAvatar() {
  return apiRequest('DELETE', 'useravatar', anySuccess);
}

/** `GET /api/customfields/usercustomfieldsforarea?area_hash=` */
export function fetchCustomFields(areaHash: string, options: RequestOptions = {}) {
  return apiRequest('GET', 'customfields/usercustomfieldsforarea', customFieldsResponseSchema, {
    ...options,
    query: new URLSearchParams({ area_hash: areaHash }),
  });
}

/** `POST /api/customfields/usercustomfielddata/` */
export function saveCustomField(fieldHash: string, value: string) {
  return apiRequest('POST', 'customfields/usercustomfielddata/', customFieldResponseSchema, {
    json: { field_hash: fieldHash, value },
  });
}

/** `POST /api/customfields/usercustomfielddata/?field_hash=` with the multipart `uploadfile`. */
export function uploadCustomFieldFile(fieldHash: string, file: File) {
  const form = new FormData();
  form.append('uploadfile', file);
  return apiRequest('POST', 'customfields/usercustomfielddata/', customFieldResponseSchema, {
    form,
    query: new URLSearchParams({ field_hash: fieldHash }),
  });
}

/** `DELETE /api/customfields/usercustomfielddata/?field_hash=` */
export function deleteCustomFieldValue(fieldHash: string) {
  return apiRequest('DELETE', 'customfields/usercustomfielddata/', anySuccess, {
    query: new URLSearchParams({ field_hash: fieldHash }),
  });
}
