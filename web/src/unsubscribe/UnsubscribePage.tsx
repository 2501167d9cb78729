import './page-texts';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams } from 'react-router';
import { ApiRequestError } from '../api/client';
import { postUnsubscribe } from './unsubscribe-api';
import type { UnsubscribePageData } from './unsubscribe-data';

/**
 * `/unsubscribe/{token}`: the unsubscribe link of an alert or news mail. It says what the click
 * stops and unsubscribes only on the click, so a mail scanner opening the link changes nothing.
 * Not for search engines (its route's handle says noindex); works without being signed in.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { kind, invalid } = useLoaderData() as UnsubscribePageData;
  const [state, setState] = useState<'ready' | 'busy' | 'done'>('ready');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setState('busy');
    setError(null);
    try {
      await postUnsubscribe(token);
      setState('done');
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('messages.requestError'));
      setState('ready');
    }
  };

  const title = invalid
    ? t('unsubscribe.invalidTitle')
    : state === 'done'
      ? t('unsubscribe.doneTitle')
      : t('unsubscribe.title');
  const next =
    kind === 'news'
      ? { to: '/alerts', label: t('unsubscribe.toAlerts') }
      : { to: '/settings', label: t('unsubscribe.toSettings') };
  return (
    <Container size="sm" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {invalid !== null && (
          <Alert color="red" role="alert">
            {invalid}
          </Alert>
        )}
        {kind && state !== 'done' && (
          <>
            <Text>{kind === 'news' ? t('unsubscribe.newsText') : t('unsubscribe.alertsText')}</Text>
            {error && (
              <Alert color="red" role="alert">
                {t('unsubscribe.failed', { message: error })}
              </Alert>
            )}
            <div>
              <Button loading={state === 'busy'} onClick={() => void confirm()}>
                {t('unsubscribe.confirm')}
              </Button>
            </div>
          </>
        )}
        {kind && state === 'done' && (
          <Alert color="teal" role="status">
            {kind === 'news' ? t('unsubscribe.newsDone') : t('unsubscribe.alertsDone')}
          </Alert>
        )}
        {(invalid !== null || state === 'done') && (
          <Group>
            <Button component={Link} to={next.to} variant="light">
              {next.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
