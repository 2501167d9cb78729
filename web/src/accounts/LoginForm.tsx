import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequestSchema, type SessionUser } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { login } from './accounts-api';
import type { AuthDialogMode } from '../app/auth-dialog-context';
import { useMutation } from '../app/use-mutation';
import { OAuthButtons } from './OAuthButtons';

/**
 * E-mail, password and "stay logged in". Wrong input gives the SPEC §8 notice; "user not
 * verified" hands the uuid to `onUnverified` (the verify page).
 */
export function LoginForm({
  onSuccess,
  onUnverified,
  onSwitch,
  redirectTo,
}: {
  /** Where the external sign-in returns to. */
  redirectTo: string | null;
  onSuccess(user: SessionUser): void;
  onUnverified(uuid: string): void;
  onSwitch(mode: AuthDialogMode): void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email: '', password: '', stay_logged_in: false },
    validate: zod4Resolver(loginRequestSchema),
  });
  const mutation = useMutation({
    mutate: login,
    onSuccess: (answer) => onSuccess(answer.data.user_data),
    failureText: t('messages.loginFailed'),
    apiMessage: [429, 403],
    describeError: (error) => {
      if (error.error !== 'user not verified' || !error.uuid) return undefined;
      onUnverified(error.uuid);
      return null;
    },
  });
  const submit = form.onSubmit((values) => void mutation.run(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('accounts.email')}
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('accounts.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Checkbox
            label={t('accounts.stayLoggedIn')}
            description={t('accounts.stayLoggedInHint')}
            {...form.getInputProps('stay_logged_in', { type: 'checkbox' })}
          />
          <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('forgot')}>
            {t('accounts.forgotPasswordLink')}
          </Anchor>
        </Group>
        <Button type="submit" loading={mutation.busy} fullWidth>
          {t('accounts.login')}
        </Button>
        <OAuthButtons redirectTo={redirectTo} stayLoggedIn={form.getValues().stay_logged_in} />
        <Text size="sm" ta="center">
          {t('accounts.noAccountYet')}{' '}
          <Anchor component="button" type="button" onClick={() => onSwitch('signup')}>
            {t('accounts.toSignup')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
