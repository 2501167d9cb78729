import { Alert, Modal } from '@mantine/core';
import type { SessionUser } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import type { DialogState } from './dialog-state';
import type { AuthDialogMode } from '../app/auth-dialog-context';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

/** The open login/sign-up/forgot-password dialog; its own chunk, loaded by AuthDialogProvider. */
export default function AuthDialogModal({
  state,
  title,
  fullScreen,
  onClose,
  onLoggedIn,
  onVerify,
  onSwitch,
  redirectTo,
}: {
  state: DialogState;
  title: string;
  fullScreen: boolean;
  onClose(): void;
  onLoggedIn(user: SessionUser): void;
  onVerify(uuid: string): void;
  onSwitch(mode: AuthDialogMode): void;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      fullScreen={fullScreen}
      size="md"
      centered
      closeButtonProps={{ 'aria-label': t('accounts.close') }}
    >
      {state.required && state.mode === 'login' && (
        <Alert color="blue" variant="light" mb="md">
          {t('messages.loginRequiredText')}
        </Alert>
      )}
      {state.mode === 'login' && (
        <LoginForm
          onSuccess={onLoggedIn}
          onUnverified={onVerify}
          onSwitch={onSwitch}
          redirectTo={redirectTo}
        />
      )}
      {state.mode === 'signup' && <SignupForm onSuccess={onVerify} onSwitch={onSwitch} />}
      {state.mode === 'forgot' && <ForgotPasswordForm onSuccess={onClose} onSwitch={onSwitch} />}
    </Modal>
  );
}
