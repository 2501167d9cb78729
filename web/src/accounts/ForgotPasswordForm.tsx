import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requestPasswordResetSchema } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from './accounts-api';
import type { AuthDialogMode } from '../app/auth-dialog-context';
import { useMutation } from '../app/use-mutation';

/** Asks for a reset link (SPEC §8: "user not found" notice, generic error, link-sent notice). */
export function ForgotPasswordForm({
  onSuccess,
  onSwitch,
}: {
  onSuccess(): void;
  onSwitch(mode: AuthDialogMode): void;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { email: '' }, validate: zod4Resolver(requestPasswordResetSchema) });
  const mutation = useMutation({
    mutate: requestPasswordReset,
    successText: t('messages.passwordResetLinkSent'),
    onSuccess,
    failureText: t('messages.requestError'),
    apiMessage: [429],
    describeError: (error) => (error.error === 'user not found' ? t('messages.userNotFound') : undefined),
  });
  const submit = form.onSubmit(({ email }) => void mutation.run(email));

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
        <Button type="submit" loading={mutation.busy} fullWidth>
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
