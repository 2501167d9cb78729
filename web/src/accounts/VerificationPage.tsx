import './page-texts';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../api/client';
import { verifyEmail } from './accounts-api';
import { LOGIN_FLAG_OPEN, LOGIN_FLAG_PARAM } from '../app/guards/redirect-target';

type VerificationResult = 'success' | 'already-verified' | 'error';

/** One request per link even when React runs the effect twice (StrictMode) or re-renders. */
const pending = new Map<string, Promise<VerificationResult>>();

function verifyOnce(uuid: string, token: string): Promise<VerificationResult> {
  const key = `${uuid}/${token}`;
  let request = pending.get(key);
  if (!request) {
    request = verifyEmail({ uuid, token }).then(
      (): VerificationResult => 'success',
      (error: unknown): VerificationResult =>
        error instanceof ApiRequestError && error.error === 'user already verified'
          ? 'already-verified'
          : 'error',
    );
    pending.set(key, request);
  }
  return request;
}

/** Seconds before a verified user is taken to the login (SPEC: "after a few seconds"). */
export const LOGIN_REDIRECT_SECONDS = 4;

/**
 * `/verification/{uuid}/{token}`: in progress, then success, already verified or error
 * (SPEC §2). After success or "already verified" the login dialog opens a few seconds later.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { uuid = '', token = '' } = useParams();
  const [result, setResult] = useState<VerificationResult | null>(null);

  useEffect(() => {
    let active = true;
    void verifyOnce(uuid, token).then((value) => {
      if (active) setResult(value);
    });
    return () => {
      active = false;
    };
  }, [uuid, token]);

  useEffect(() => {
    if (result !== 'success' && result !== 'already-verified') return;
    const timer = setTimeout(
      () => void navigate(`/?${LOGIN_FLAG_PARAM}=${LOGIN_FLAG_OPEN}`, { replace: true }),
      LOGIN_REDIRECT_SECONDS * 1000,
    );
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <Container size="sm" py="xl">
      <title>{t('app.pageTitle', { title: t('accounts.verificationTitle') })}</title>
      <Stack gap="md">
        <Title order={1}>{t('accounts.verificationTitle')}</Title>
        {result === null && (
          <Stack align="center" role="status" aria-live="polite">
            <Loader />
            <Text>{t('accounts.verificationInProgress')}</Text>
          </Stack>
        )}
        {result === 'success' && (
          <Alert color="teal" role="status" title={t('messages.verificationSuccess')}>
            {t('accounts.redirectToLogin')}
          </Alert>
        )}
        {result === 'already-verified' && (
          <Alert color="blue" role="status" title={t('messages.alreadyVerified')}>
            {t('accounts.redirectToLogin')}
          </Alert>
        )}
        {result === 'error' && (
          <>
            <Alert color="red" role="alert">
              {t('messages.verificationFailed')}
            </Alert>
            <div>
              <Button component={Link} to={`/verify/${uuid}`}>
                {t('accounts.requestNewLink')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
