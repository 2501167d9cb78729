import './page-texts';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { resendVerificationMail } from './accounts-api';
import { notifySuccess } from '../app/notices';
import { useMutation } from '../app/use-mutation';

/** `/verify/{uuid}`: asks the user to confirm the address and sends the mail again on request. */
export function VerifyPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const resend = useMutation({
    mutate: () => resendVerificationMail(uuid),
    successText: t('messages.verificationLinkSent'),
    failureText: t('messages.requestError'),
    apiMessage: [429],
    describeError: (error) => {
      if (error.error !== 'user already verified') return undefined;
      notifySuccess(t('messages.alreadyVerified'));
      return null;
    },
  });

  return (
    <Container size="sm" py="xl">
      <title>{t('app.pageTitle', { title: t('accounts.verifyTitle') })}</title>
      <Stack gap="md">
        <Title order={1}>{t('accounts.verifyTitle')}</Title>
        <Text>{t('accounts.verifyText')}</Text>
        <div>
          <Button onClick={() => void resend.run()} loading={resend.busy}>
            {t('accounts.resendMail')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
