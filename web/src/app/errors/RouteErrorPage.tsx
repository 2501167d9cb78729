import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { SiteFrame, type SiteFrameParts } from '../layout/SiteFrame';
import { classifyRouteError, routeErrorStatus } from './classify-route-error';
import { StatusPage } from './StatusPage';

function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      status={404}
      title={t('messages.notFoundTitle')}
      text={t('messages.notFoundText')}
      actions={
        <>
          <Button component={Link} to="/">
            {t('errors.toStartPage')}
          </Button>
          <Button component={Link} to="/games" variant="light">
            {t('errors.toGames')}
          </Button>
        </>
      }
    />
  );
}

function Maintenance() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('errors.maintenanceTitle')}
      text={t('messages.maintenance')}
      actions={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    />
  );
}

function ServerError({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      status={status}
      title={t('messages.serverErrorTitle')}
      text={t('messages.serverErrorText')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Button component={Link} to="/" variant="light">
            {t('errors.toStartPage')}
          </Button>
        </>
      }
    />
  );
}

/** The one error boundary (root errorElement): 404, maintenance and server errors as German pages. */
export function RouteErrorPage({ parts }: { parts: SiteFrameParts }) {
  const error = useRouteError();
  const kind = classifyRouteError(error);
  useEffect(() => {
    if (kind === 'server-error') console.error(error);
  }, [kind, error]);
  return (
    <SiteFrame parts={parts}>
      {kind === 'not-found' && <NotFound />}
      {kind === 'maintenance' && <Maintenance />}
      {kind === 'server-error' && <ServerError status={routeErrorStatus(error)} />}
    </SiteFrame>
  );
}
