import { LIMITS } from '@spielraum/schema';
import type { ReactNode } from 'react';
import { showToast } from '../app/LazyNotifications';

/**
 * Toasts of SPEC §8: positive or negative, at the top, 5000 ms (set on <Notifications>), not
 * grouped, with a close button. `autoClose` overrides the time (10 s for the duplicate e-mail).
 */
export function notifySuccess(message: ReactNode, options: { autoClose?: number } = {}) {
  showToast({ color: 'teal', message, withCloseButton: true, ...options });
}

export function notifyError(message: ReactNode, options: { autoClose?: number } = {}) {
  showToast({ color: 'red', message, withCloseButton: true, ...options });
}

export const DUPLICATE_EMAIL_NOTICE_MS = LIMITS.duplicateEmailNoticeMs;
