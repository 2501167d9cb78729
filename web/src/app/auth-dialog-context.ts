import { createContext, useContext } from 'react';

export type AuthDialogMode = 'login' | 'signup' | 'forgot';

export interface AuthDialogOptions {
  /**
   * What the visitor wanted to do when the dialog opened ("Merken", write a review): called once
   * they signed in through this dialog and the page has the new session, so the action goes on.
   * Not called when they close the dialog or leave it for the verification page.
   */
  afterSignIn?: () => void;
}

export interface AuthDialogControls {
  /**
   * Opens the login, sign-up or forgot-password dialog. Closing it gives the focus back to the
   * element that had it (the button that opened it), or to the page's heading if that is gone.
   */
  open(mode: AuthDialogMode, options?: AuthDialogOptions): void;
  close(): void;
}

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** Opens the account dialog from anywhere below the site frame. */
export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog needs <AuthDialogProvider>');
  return controls;
}
