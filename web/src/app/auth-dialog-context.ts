import { createContext, useContext } from 'react';

export type AuthDialogMode = 'login' | 'signup' | 'forgot';

export interface AuthDialogControls {
  /** Opens the login, sign-up or forgot-password dialog. */
  open(mode: AuthDialogMode): void;
  close(): void;
}

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** Opens the account dialog from anywhere below the site frame. */
export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog needs <AuthDialogProvider>');
  return controls;
}
