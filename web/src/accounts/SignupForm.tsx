import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signupRequestSchema, type SignupRequest } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { signup } from './accounts-api';
import type { AuthDialogMode } from '../app/auth-dialog-context';
import { DUPLICATE_EMAIL_NOTICE_MS, notifyError } from '../app/notices';
import { useMutation } from '../app/use-mutation';

/**
 * Sign-up with e-mail and password, each typed twice (SPEC §5). The form checks the same zod
 * contract the API validates with. A used address gives the duplicate-email notice with a
 * sign-in link for 10 s (SPEC §8); field messages of the server land under their fields.
 */
export function SignupForm({
  onSuccess,
  onSwitch,
}: {
  onSuccess(uuid: string): void;
  onSwitch(mode: AuthDialogMode): void;
}) {
  const { t } = useTranslation();
  const form = useForm<SignupRequest>({
    initialValues: {
      display_name: '',
      email: '',
      email_confirmation: '',
      password: '',
      password_confirmation: '',
    },
    validate: zod4Resolver(signupRequestSchema),
  });
  const mutation = useMutation({
    mutate: signup,
    successText: t('messages.signupSuccess'),
    onSuccess: (answer) => onSuccess(answer.data.uuid),
    failureText: t('messages.signupError'),
    apiMessage: [429],
    fieldErrors: form.setErrors,
    toastWithFieldErrors: true,
    describeError: (error) => {
      if (error.error !== 'email already in use') return undefined;
      notifyError(
        <>
          {t('messages.duplicateEmail')}{' '}
          <Anchor component="button" type="button" c="inherit" fw={700} onClick={() => onSwitch('login')}>
            {t('accounts.login')}
          </Anchor>
        </>,
        { autoClose: DUPLICATE_EMAIL_NOTICE_MS },
      );
      return null;
    },
  });
  const submit = form.onSubmit((values) => void mutation.run(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('accounts.displayName')}
          autoComplete="nickname"
          required
          data-autofocus
          {...form.getInputProps('display_name')}
        />
        <TextInput
          label={t('accounts.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('accounts.emailConfirmation')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email_confirmation')}
        />
        <PasswordInput
          label={t('accounts.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('accounts.passwordConfirmation')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
        />
        <Text size="xs" c="dimmed">
          {t('accounts.signupConsent')}
        </Text>
        <Button type="submit" loading={mutation.busy} fullWidth>
          {t('accounts.signupSubmit')}
        </Button>
        <Text size="sm" ta="center">
          {t('accounts.haveAccount')}{' '}
          <Anchor component="button" type="button" onClick={() => onSwitch('login')}>
            {t('accounts.toLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
