import { useMediaQuery } from '@mantine/hooks';
import type { SessionUser } from '@spielraum/schema';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  AuthDialogContext,
  type AuthDialogControls,
  type AuthDialogMode,
  type AuthDialogOptions,
} from '../app/auth-dialog-context';
import { focusPageHeading } from '../app/layout/page-focus';
import { notifyError, notifySuccess } from '../app/notices';
import {
  NOTICE_CURATOR_ONLY,
  NOTICE_EDITORIAL_ONLY,
  NOTICE_OPERATOR_ONLY,
  NOTICE_PARAM,
} from '../app/guards/permission-notice';
import {
  LOGIN_FLAG_OPEN,
  LOGIN_FLAG_PARAM,
  LOGIN_FLAG_REQUIRED,
  OAUTH_FAILED_PARAM,
  REDIRECT_PARAM,
  safeRedirectTarget,
} from '../app/guards/redirect-target';
import type { DialogState } from './dialog-state';

/**
 * A guard that ran on the server (a direct page load) cannot see the hash; the browser keeps it
 * across the redirect, so it is still on the current address and belongs to the wanted page.
 */
function withHash(target: string | null, hash: string): string | null {
  return target && hash && !target.includes('#') ? `${target}${hash}` : target;
}

const AuthDialogModal = lazy(() => import('./AuthDialogModal'));

/**
 * The login, sign-up and forgot-password dialog (SPEC §2) and its controls. It also opens by
 * itself when the URL carries the login flag a guarded route leaves behind, and resumes the
 * remembered route after login. Full screen on phones. The other notices guards and sign-ins
 * leave in the URL (a failed external sign-in, a curator or editorial route without permission) become
 * toasts here.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fullScreen = useMediaQuery('(max-width: 48em)');
  /** Opened from the header or switched inside the dialog. */
  const [chosen, setState] = useState<DialogState | null>(null);
  /** What had the focus when the dialog opened, to get it back on closing. */
  const opener = useRef<HTMLElement | null>(null);
  /** The visitor's action waiting for the sign-in (AuthDialogOptions.afterSignIn). */
  const pendingAction = useRef<(() => void) | null>(null);

  /**
   * The dialog opens already mounted (its own chunk), so Mantine's returnFocus, which remembers
   * the focus when `opened` changes, never saw the opener: we give it back ourselves, once the
   * dialog and its focus trap are gone. A button that is gone meanwhile (the header's "Anmelden"
   * after signing in) leaves the page's heading as the place to go on from.
   */
  const giveFocusBack = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    window.setTimeout(() => {
      if (element?.isConnected) element.focus({ preventScroll: true });
      else focusPageHeading();
    }, 0);
  }, []);

  const flag = searchParams.get(LOGIN_FLAG_PARAM);
  const flaggedTarget = searchParams.get(REDIRECT_PARAM);
  // Opened by the URL flag a guarded route (or a mail-link page) leaves behind.
  const flagged: DialogState | null =
    flag === LOGIN_FLAG_REQUIRED || flag === LOGIN_FLAG_OPEN
      ? {
          mode: 'login',
          required: flag === LOGIN_FLAG_REQUIRED,
          redirectTo: withHash(safeRedirectTarget(flaggedTarget), location.hash),
        }
      : null;
  const state = chosen ?? flagged;

  /** The current address without the login flag, so a reload does not reopen the dialog. */
  const currentWithoutFlag = useCallback(() => {
    const params = new URLSearchParams(location.search);
    params.delete(LOGIN_FLAG_PARAM);
    params.delete(REDIRECT_PARAM);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  }, [location]);

  // An external sign-in that failed comes back with ?oauth=failed (SPEC §8: request-error notice).
  const oauthFailed = searchParams.get(OAUTH_FAILED_PARAM) === 'failed';
  useEffect(() => {
    if (!oauthFailed) return;
    notifyError(t('messages.requestError'));
    const params = new URLSearchParams(location.search);
    params.delete(OAUTH_FAILED_PARAM);
    const query = params.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [oauthFailed, location, navigate, t]);

  // A curator, editorial or operators' route the user has no permission for sent them here: say why, once.
  const notice = searchParams.get(NOTICE_PARAM);
  const deniedText =
    notice === NOTICE_CURATOR_ONLY
      ? t('accounts.curatorOnly')
      : notice === NOTICE_EDITORIAL_ONLY
        ? t('accounts.editorialOnly')
        : notice === NOTICE_OPERATOR_ONLY
          ? t('messages.forbidden')
          : null;
  useEffect(() => {
    if (deniedText === null) return;
    notifyError(deniedText);
    const params = new URLSearchParams(location.search);
    params.delete(NOTICE_PARAM);
    const query = params.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, { replace: true });
  }, [deniedText, location, navigate]);

  const close = useCallback(() => {
    setState(null);
    pendingAction.current = null;
    if (flag !== null) void navigate(currentWithoutFlag(), { replace: true });
    giveFocusBack();
  }, [flag, navigate, currentWithoutFlag, giveFocusBack]);

  const controls = useMemo<AuthDialogControls>(
    () => ({
      open: (mode: AuthDialogMode, options?: AuthDialogOptions) => {
        // opened again from inside the dialog (a link in its form): keep the first opener
        if (opener.current === null && document.activeElement instanceof HTMLElement)
          opener.current = document.activeElement;
        pendingAction.current = options?.afterSignIn ?? null;
        setState({ mode, required: false, redirectTo: null });
      },
      close,
    }),
    [close],
  );

  const switchMode = (mode: AuthDialogMode) => setState(state ? { ...state, mode, required: false } : null);

  const loggedIn = (user: SessionUser) => {
    const target = state?.redirectTo ?? currentWithoutFlag();
    const action = pendingAction.current;
    pendingAction.current = null;
    setState(null);
    notifySuccess(t('messages.loggedIn', { name: user.display_name }));
    // a navigation reloads the session (root loader), even to the same address; the action
    // goes on (and takes the focus) once the page has the signed-in session
    void Promise.resolve(navigate(target, { replace: true })).then(() => {
      if (action) {
        opener.current = null;
        action();
      } else giveFocusBack();
    });
  };
  const toVerify = (uuid: string) => {
    pendingAction.current = null;
    opener.current = null;
    setState(null);
    void navigate(`/verify/${uuid}`);
  };

  const title = !state
    ? ''
    : state.required && state.mode === 'login'
      ? t('messages.loginRequiredTitle')
      : t(
          state.mode === 'login'
            ? 'accounts.loginTitle'
            : state.mode === 'signup'
              ? 'accounts.signupTitle'
              : 'accounts.forgotTitle',
        );

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {/* The dialog and its forms (with @mantine/form) load on first opening, not with every page. */}
      {state !== null && (
        <Suspense fallback={null}>
          <AuthDialogModal
            state={state}
            title={title}
            fullScreen={fullScreen}
            onClose={close}
            onLoggedIn={loggedIn}
            onVerify={toVerify}
            onSwitch={switchMode}
            redirectTo={state.redirectTo ?? currentWithoutFlag()}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
