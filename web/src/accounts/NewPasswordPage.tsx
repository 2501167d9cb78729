import './page-texts';
import { Alert, Button, Container, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordRequestSchema } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { resetPassword } from './accounts-api';
import { useMutation } from '../app/use-mutation';
import { LOGIN_FLAG_OPEN, LOGIN_FLAG_PARAM } from '../app/guards/redirect-target';

const contractRules = zod4Resolver(resetPasswordRequestSchema);

/** `/newpassword/{uuid}/{passwordResetToken}`: sets a new password (minimum 8, SPEC §8). */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const { uuid = '', passwordResetToken = '' } = useParams();
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    // the link's uuid and token complete the contract; the server words a bad link itself
    validate: (values) => {
      const {
        uuid: _uuid,
        token: _token,
        ...errors
      } = contractRules({
        uuid,
        token: passwordResetToken,
        ...values,
      });
      return errors;
    },
  });
  const mutation = useMutation({
    mutate: resetPassword,
    successText: t('messages.passwordChanged'),
    onSuccess: () => setDone(true),
    failureText: t('messages.requestError'),
    describeError: (error) => {
      if (error.fields?.password) return undefined;
      return t(error.error === 'invalid token' ? 'messages.passwordResetFailed' : 'messages.requestError');
    },
    fieldErrors: form.setErrors,
  });
  const submit = form.onSubmit((values) => void mutation.run({ uuid, token: passwordResetToken, ...values }));

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
              <Button type="submit" loading={mutation.busy}>
                {t('accounts.newPasswordSubmit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
