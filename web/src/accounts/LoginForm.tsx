import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SessionUser } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { login } from './accounts-api';
import type { AuthDialogMode } from './auth-dialog-context';
import { emailRule, requiredRule } from './form-rules';
import { notifyError } from './notices';
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
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', stay_logged_in: false },
    validate: { email: emailRule, password: requiredRule },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const answer = await login(values);
      onSuccess(answer.data.user_data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.error === 'user not verified' && error.uuid) {
        onUnverified(error.uuid);
      } else if (error instanceof ApiRequestError && (error.status === 429 || error.status === 403)) {
        notifyError(error.message);
      } else {
        notifyError(t('messages.loginFailed'));
      }
    } finally {
      setSubmitting(false);
    }
  });

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
        <Button type="submit" loading={submitting} fullWidth>
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
