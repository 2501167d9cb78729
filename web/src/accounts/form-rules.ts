import { message, newPasswordProblem } from '@spielraum/schema';

/** Client-side checks with the SPEC §5 texts; the server checks the same again. */
export function requiredRule(value: string): string | null {
  return value.trim() === '' ? message('required') : null;
}

export function emailRule(value: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : message('invalidEmail');
}

/** 8 characters, the server's rule (SPEC §9 gives 6 for an older form message; 8 wins). */
export function newPasswordRule(value: string): string | null {
  return newPasswordProblem(value);
}

export function sameEmailRule(value: string, email: string): string | null {
  return value.trim().toLowerCase() === email.trim().toLowerCase() ? null : message('emailsDoNotMatch');
}

export function samePasswordRule(value: string, password: string): string | null {
  return value === password ? null : message('passwordsDoNotMatch');
}
