import {
  analyticsOverviewResponseSchema,
  contactMessageResponseSchema,
  contactMessagesResponseSchema,
  type ContactMessageStatus,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/admin/analytics/?days=`: the web analytics' sums of the last `days` Berlin days. */
export function fetchAnalyticsOverview(days: number, options: RequestOptions = {}) {
  const query = new URLSearchParams({ days: String(days) });
  return apiGet('admin/analytics/', analyticsOverviewResponseSchema, { ...options, query });
}

/** `GET /api/admin/contact-messages/?page=&status=`: one page of the contact form's messages. */
export function fetchContactMessages(
  { page, status }: { page: number; status: ContactMessageStatus },
  options: RequestOptions = {},
) {
  const query = new URLSearchParams({ page: String(page), status });
  return apiGet('admin/contact-messages/', contactMessagesResponseSchema, { ...options, query });
}

/** `POST /api/admin/contact-messages/{id}/resend/`: mails a contact message to the team again. */
export function resendContactMessage(id: number) {
  return apiRequest('POST', `admin/contact-messages/${id}/resend/`, contactMessageResponseSchema);
}
