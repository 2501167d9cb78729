import { Button, Divider, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../api/client';
import { notifyError } from './notices';

const providersSchema = z.object({ data: z.array(z.enum(['google', 'facebook'])) });
const startSchema = z.object({ data: z.object({ url: z.url() }) });
type Provider = z.infer<typeof providersSchema>['data'][number];

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
  const [pending, setPending] = useState<Provider | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest('GET', 'oauth/providers', providersSchema, { signal: controller.signal }).then(
      (answer) => setProviders(answer.data),
      () => setProviders([]),
    );
    return () => controller.abort();
  }, []);

  const start = async (provider: Provider) => {
    setPending(provider);
    try {
      const answer = await apiRequest(
        'POST',
        provider === 'google' ? 'loginwithgoogle/' : 'loginwithfacebook/',
        startSchema,
        {
          json: { ...(redirectTo ? { redirect_to: redirectTo } : {}), stay_logged_in: stayLoggedIn },
        },
      );
      window.location.assign(answer.data.url);
    } catch {
      setPending(null);
      notifyError(t('messages.requestError'));
    }
  };

  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('accounts.orWith')} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="default"
          loading={pending === provider}
          onClick={() => void start(provider)}
        >
          {t(provider === 'google' ? 'accounts.withGoogle' : 'accounts.withFacebook')}
        </Button>
      ))}
    </Stack>
  );
}
