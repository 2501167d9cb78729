import { Button, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acceptDealerInvitationRequestSchema } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { acceptInvitation } from './dealer-area-api';
import { DEALER_AREA_PATH } from './dealer-area-loaders';
import './page-texts';

const contractRules = zod4Resolver(acceptDealerInvitationRequestSchema);

/**
 * `/haendler/einladung/{uuid}/{token}`: an invited shop member sets the first password (the
 * password rules of every account) and is signed in; then on to the dealer area. A used or
 * expired link is worded by the server.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { uuid = '', token = '' } = useParams();
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    // the link's uuid and token complete the contract; the server words a bad link itself
    validate: (values) => {
      const { uuid: _uuid, token: _token, ...errors } = contractRules({ uuid, token, ...values });
      return errors;
    },
  });
  const mutation = useMutation({
    mutate: acceptInvitation,
    successText: t('dealerArea.invitationAccepted'),
    onSuccess: () => navigate(DEALER_AREA_PATH),
    failureText: t('messages.requestError'),
    fieldErrors: (fields) => form.setErrors(fields),
  });
  const submit = form.onSubmit((values) => void mutation.run({ uuid, token, ...values }));

  return (
    <Container size={460} py="xl">
      <title>{t('app.pageTitle', { title: t('dealerArea.invitationTitle') })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('dealerArea.invitationTitle')}</Title>
          <Text c="dimmed" mt={4}>
            {t('dealerArea.invitationIntro')}
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('dealerArea.newPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('dealerArea.passwordConfirmation')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password_confirmation')}
            />
            <Button type="submit" loading={mutation.busy} fullWidth>
              {t('dealerArea.invitationSubmit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
