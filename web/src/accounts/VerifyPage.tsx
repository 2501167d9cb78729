import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiRequestError } from '../api/client';
import { resendVerificationMail } from './accounts-api';
import { notifyError, notifySuccess } from './notices';

/** `/verify/{uuid}`: asks the user to confirm the address and sends the mail again on request. */
export function VerifyPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationMail(uuid);
      notifySuccess(t('messages.verificationLinkSent'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.error === 'user already verified')
        notifySuccess(t('messages.alreadyVerified'));
      else if (error instanceof ApiRequestError && error.status === 429) notifyError(error.message);
      else notifyError(t('messages.requestError'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Container size="sm" py="xl">
      <title>{t('app.pageTitle', { title: t('accounts.verifyTitle') })}</title>
      <Stack gap="md">
        <Title order={1}>{t('accounts.verifyTitle')}</Title>
        <Text>{t('accounts.verifyText')}</Text>
        <div>
          <Button onClick={() => void resend()} loading={sending}>
            {t('accounts.resendMail')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
