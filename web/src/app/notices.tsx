import { LIMITS } from '@spielraum/schema';
import type { ReactNode } from 'react';
import { hideToast, showToast } from './LazyNotifications';

export interface NoticeOptions {
  autoClose?: number;
  /** A fresh id from newNoticeId(), when the toast's own content must close it. */
  id?: string;
}

/**
 * Toasts of SPEC §8: positive or negative, at the top, 5000 ms (set on <Notifications>), not
 * grouped, with a close button. `autoClose` overrides the time (10 s for the duplicate e-mail).
 * Every toast gets its own id, so equal messages show as separate toasts and never replace
 * each other. HTML messages go through `htmlMessage` (`html-message.tsx`, sanitised).
 */
export function notifySuccess(message: ReactNode, options: NoticeOptions = {}) {
  return show('teal', message, options);
}

export function notifyError(message: ReactNode, options: NoticeOptions = {}) {
  return show('red', message, options);
}

let counter = 0;
/** A toast id never used before. */
export function newNoticeId(): string {
  counter += 1;
  return `notice-${Date.now().toString(36)}-${counter}`;
}

function show(color: string, message: ReactNode, { id = newNoticeId(), ...options }: NoticeOptions) {
  showToast({ id, color, message, withCloseButton: true, ...options });
  return id;
}

/** Closes a toast early (e.g. after its "Rückgängig" was used). */
export function closeNotice(id: string) {
  hideToast(id);
}

export const DUPLICATE_EMAIL_NOTICE_MS = LIMITS.duplicateEmailNoticeMs;
