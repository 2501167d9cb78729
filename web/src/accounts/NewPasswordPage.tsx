import { Alert, Button, Container, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../api/client';
import { resetPassword } from './accounts-api';
import { newPasswordRule, samePasswordRule } from './form-rules';
import { notifyError, notifySuccess } from './notices';
import { LOGIN_FLAG_OPEN, LOGIN_FLAG_PARAM } from './redirect-target';

/** `/newpassword/{uuid}/{passwordResetToken}`: sets a new password (minimum 8, SPEC §8). */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const { uuid = '', passwordResetToken = '' } = useParams();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: newPasswordRule,
      password_confirmation: (value, values) => samePasswordRule(value, values.password),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      await resetPassword({ uuid, token: passwordResetToken, ...values });
      notifySuccess(t('messages.passwordChanged'));
      setDone(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields?.password) form.setErrors(error.fields);
      else if (error instanceof ApiRequestError && error.error === 'invalid token')
        notifyError(t('messages.passwordResetFailed'));
      else notifyError(t('messages.requestError'));
    } finally {
      setSubmitting(false);
    }
  });

  const title = done ? t('accounts.passwordChangedTitle') : t('accounts.newPasswordTitle');
  return (
    <Container size="xs" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {done ? (
          <>
            <Alert color="teal" role="status">
              {t('messages.passwordChanged')}
            </Alert>
            <div>
              <Button component={Link} to={`/?${LOGIN_FLAG_PARAM}=${LOGIN_FLAG_OPEN}`}>
                {t('accounts.toLogin')}
              </Button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <PasswordInput
                label={t('accounts.newPassword')}
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
              <Button type="submit" loading={submitting}>
                {t('accounts.newPasswordSubmit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
