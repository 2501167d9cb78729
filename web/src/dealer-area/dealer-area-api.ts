import {
  dealerAnalyticsResponseSchema,
  dealerAreaShopResponseSchema,
  dealerAreaShopsResponseSchema,
  dealerMembersResponseSchema,
  inviteDealerMemberResponseSchema,
  loginResponseSchema,
  successResponseSchema,
  type AcceptDealerInvitationRequest,
  type DealerProfileRequest,
  type LoginRequest,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

/** `POST /api/login/`: the shop login signs in through the same call as every account. */
export function logIn(request: LoginRequest) {
  return apiRequest('POST', 'login/', loginResponseSchema, { json: request });
}

/** `GET /api/dealer-area/shops/`: the signed-in dealer account's shops. */
export function fetchShops(options: RequestOptions = {}) {
  return apiGet('dealer-area/shops/', dealerAreaShopsResponseSchema, options);
}

/** `PUT /api/dealer-area/shops/{id}/profile/`: website and the whole set of social links. */
export function saveShopProfile({ id, profile }: { id: number; profile: DealerProfileRequest }) {
  return apiRequest('PUT', `dealer-area/shops/${id}/profile/`, dealerAreaShopResponseSchema, {
    json: profile,
  });
}

/** `POST /api/dealer-area/shops/{id}/logo/` with the multipart `uploadfile`. */
export function uploadShopLogo({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('uploadfile', file);
  return apiRequest('POST', `dealer-area/shops/${id}/logo/`, dealerAreaShopResponseSchema, { form });
}

/** `GET /api/dealer-area/shops/{id}/click-outs/`: clicks on "zum Shop" of the last 30 days. */
export function fetchShopClickOuts(id: number, options: RequestOptions = {}) {
  return apiGet(`dealer-area/shops/${id}/click-outs/`, dealerAnalyticsResponseSchema, options);
}

/** `POST /api/dealer-area/invitation/`: sets an invited member's first password and signs them in. */
export function acceptInvitation(request: AcceptDealerInvitationRequest) {
  return apiRequest('POST', 'dealer-area/invitation/', loginResponseSchema, { json: request });
}

/** `GET /api/admin/dealers/{id}/members/` (operators). */
export function fetchShopMembers(dealerId: number, options: RequestOptions = {}) {
  return apiGet(`admin/dealers/${dealerId}/members/`, dealerMembersResponseSchema, options);
}

/** `POST /api/admin/dealers/{id}/members/` (operators): invites an e-mail address. */
export function inviteShopMember({ dealerId, email }: { dealerId: number; email: string }) {
  return apiRequest('POST', `admin/dealers/${dealerId}/members/`, inviteDealerMemberResponseSchema, {
    json: { email },
  });
}

/** `DELETE /api/admin/dealers/{id}/members/{uuid}/` (operators). */
export function removeShopMember({ dealerId, uuid }: { dealerId: number; uuid: string }) {
  return apiRequest('DELETE', `admin/dealers/${dealerId}/members/${uuid}/`, successResponseSchema);
}
