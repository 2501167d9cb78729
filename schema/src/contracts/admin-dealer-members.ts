import { z } from 'zod';
import { emailField } from './accounts';

/**
 * The people who manage a shop, as operators see them on the dealer's page
 * (`admin/dealers/{id}/members/`). `pending`: invited, no password set yet.
 */
export const dealerMemberSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  display_name: z.string(),
  pending: z.boolean(),
  member_since: z.iso.datetime({ offset: true }),
});
export type DealerMember = z.infer<typeof dealerMemberSchema>;

/** `GET /api/admin/dealers/{id}/members/`: the shop's members, oldest first. */
export const dealerMembersResponseSchema = z.object({
  data: z.object({ members: z.array(dealerMemberSchema) }),
});
export type DealerMembersResponse = z.infer<typeof dealerMembersResponseSchema>;

/** `POST /api/admin/dealers/{id}/members/`: invite an e-mail address to the shop. */
export const inviteDealerMemberRequestSchema = z.object({ email: emailField }).strict();
export type InviteDealerMemberRequest = z.input<typeof inviteDealerMemberRequestSchema>;

/**
 * Answer of the invitation: the member and what happened. `new_account`: the address had no
 * account, one was made and mailed a link to set its password; `invited_again`: a pending member
 * was mailed a new link; `linked`: an existing account was added and told by mail.
 */
export const inviteDealerMemberResponseSchema = z.object({
  data: z.object({
    member: dealerMemberSchema,
    outcome: z.enum(['new_account', 'invited_again', 'linked']),
  }),
});
export type InviteDealerMemberResponse = z.infer<typeof inviteDealerMemberResponseSchema>;
