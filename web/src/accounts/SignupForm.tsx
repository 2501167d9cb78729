import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { signup } from './accounts-api';
import type { AuthDialogMode } from './auth-dialog-context';
import { emailRule, newPasswordRule, requiredRule, sameEmailRule, samePasswordRule } from './form-rules';
import { DUPLICATE_EMAIL_NOTICE_MS, notifyError, notifySuccess } from './notices';

/**
 * Sign-up with e-mail and password, each typed twice (SPEC §5). A used address gives the
 * duplicate-email notice with a sign-in link for 10 s (SPEC §8); field messages of the server
 * land under their fields.
 */
export function SignupForm({
  onSuccess,
  onSwitch,
}: {
  onSuccess(uuid: string): void;
  onSwitch(mode: AuthDialogMode): void;
}) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: {
      display_name: '',
      email: '',
      email_confirmation: '',
      password: '',
      password_confirmation: '',
    },
    validate: {
      display_name: requiredRule,
      email: emailRule,
      email_confirmation: (value, values) => sameEmailRule(value, values.email),
      password: newPasswordRule,
      password_confirmation: (value, values) => samePasswordRule(value, values.password),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const answer = await signup(values);
      notifySuccess(t('messages.signupSuccess'));
      onSuccess(answer.data.uuid);
    } catch (error) {
      if (error instanceof ApiRequestError && error.error === 'email already in use') {
        notifyError(
          <>
            {t('messages.duplicateEmail')}{' '}
            <Anchor component="button" type="button" c="inherit" fw={700} onClick={() => onSwitch('login')}>
              {t('accounts.login')}
            </Anchor>
          </>,
          { autoClose: DUPLICATE_EMAIL_NOTICE_MS },
        );
      } else if (error instanceof ApiRequestError && error.fields) {
        form.setErrors(error.fields);
        notifyError(t('messages.signupError'));
      } else if (error instanceof ApiRequestError && error.status === 429) {
        notifyError(error.message);
      } else {
        notifyError(t('messages.signupError'));
      }
    } finally {
      setSubmitting(false);
    }
  });

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
        <Button type="submit" loading={submitting} fullWidth>
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
