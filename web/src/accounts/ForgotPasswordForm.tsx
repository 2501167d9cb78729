import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { requestPasswordReset } from './accounts-api';
import type { AuthDialogMode } from './auth-dialog-context';
import { emailRule } from './form-rules';
import { notifyError, notifySuccess } from './notices';

/** Asks for a reset link (SPEC §8: "user not found" notice, generic error, link-sent notice). */
export function ForgotPasswordForm({
  onSuccess,
  onSwitch,
}: {
  onSuccess(): void;
  onSwitch(mode: AuthDialogMode): void;
}) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailRule } });

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      await requestPasswordReset(email);
      notifySuccess(t('messages.passwordResetLinkSent'));
      onSuccess();
    } catch (error) {
      if (error instanceof ApiRequestError && error.error === 'user not found') {
        notifyError(t('messages.userNotFound'));
      } else if (error instanceof ApiRequestError && error.status === 429) {
        notifyError(error.message);
      } else {
        notifyError(t('messages.requestError'));
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('accounts.forgotText')}</Text>
        <TextInput
          label={t('accounts.email')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('accounts.sendResetLink')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={() => onSwitch('login')}>
            {t('accounts.toLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
