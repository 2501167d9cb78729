import { LIMITS } from '../constants/limits';
import { message } from '../constants/messages';

/**
 * The rule for a new password, shared by the server's contract and the forms: at least
 * LIMITS.passwordMinLength characters (SPEC §9), not counting white space at either end, so
 * eight spaces (or a six-letter word between spaces) is no password. Spaces inside a passphrase
 * count, and the password is kept as typed. Answers the German message, or null when fine.
 */
export function newPasswordProblem(value: string): string | null {
  const amount = LIMITS.passwordMinLength;
  if (value.length < amount) return message('passwordTooShort', { amount });
  if (value.trim().length < amount) return message('passwordEdgeSpaces', { amount });
  return null;
}
