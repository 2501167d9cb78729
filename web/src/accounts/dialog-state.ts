import type { AuthDialogMode } from '../app/auth-dialog-context';

/** Which form the login dialog shows, why it opened, and where it leads after signing in. */
export interface DialogState {
  mode: AuthDialogMode;
  /** Opened because a guarded route needs login (SPEC §4): title "Bitte melde dich an". */
  required: boolean;
  redirectTo: string | null;
}
