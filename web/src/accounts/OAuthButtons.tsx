import { Button, Divider, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  oauthProvidersResponseSchema,
  oauthStartResponseSchema,
  type OAuthProvider as Provider,
} from '@spielraum/schema';
import { apiRequest } from '../api/client';
import { useMutation } from '../app/use-mutation';

/**
 * "Mit Google anmelden" / "Mit Facebook anmelden" for the providers the operator configured.
 * The server answers the provider's address; after the provider the browser comes back to
 * `redirectTo` signed in, or to `/?oauth=failed` (request-error notice, SPEC §8).
 */
export function OAuthButtons({
  redirectTo,
  stayLoggedIn,
}: {
  redirectTo: string | null;
  stayLoggedIn: boolean;
}) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<Provider[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest('GET', 'oauth/providers', oauthProvidersResponseSchema, { signal: controller.signal }).then(
      (answer) => setProviders(answer.data),
      () => setProviders([]),
    );
    return () => controller.abort();
  }, []);

  const start = useMutation({
    mutate: (provider: Provider) =>
      apiRequest(
        'POST',
        provider === 'google' ? 'loginwithgoogle/' : 'loginwithfacebook/',
        oauthStartResponseSchema,
        {
          json: { ...(redirectTo ? { redirect_to: redirectTo } : {}), stay_logged_in: stayLoggedIn },
        },
      ),
    // the button keeps spinning while the browser leaves for the provider
    onSuccess: (answer) => {
      window.location.assign(answer.data.url);
      return new Promise<never>(() => undefined);
    },
    failureText: t('messages.requestError'),
    apiMessage: [],
  });

  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('accounts.orWith')} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="default"
          loading={start.pending === provider}
          onClick={() => void start.run(provider)}
        >
          {t(provider === 'google' ? 'accounts.withGoogle' : 'accounts.withFacebook')}
        </Button>
      ))}
    </Stack>
  );
}
