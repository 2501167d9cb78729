import { Card, Radio, Stack, Title } from '@mantine/core';
import { mailDigestValues, profileResponseSchema } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, type RequestOptions } from '../api/client';
import { updateProfile } from './accounts-api';
import { useMutation } from '../app/use-mutation';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

export type AlertMail = (typeof mailDigestValues)[number];

/** `GET /api/profile/`: the profile fields the session does not carry, here the alert e-mail setting. */
export async function fetchAlertMail(options: RequestOptions = {}): Promise<AlertMail> {
  const answer = await apiRequest('GET', 'profile/', profileResponseSchema, options);
  const value = answer.data.alert_mail;
  return (mailDigestValues as readonly string[]).includes(value) ? (value as AlertMail) : 'immediately';
}

const LABEL_KEYS = {
  immediately: 'notifications.mailImmediately',
  daily: 'notifications.mailDaily',
  never: 'notifications.mailNever',
} as const satisfies Record<AlertMail, string>;

/**
 * "Benachrichtigungen per E-Mail" on /settings: alert mails immediately, as a daily digest or
 * never. Saves on choice through `PUT profile/` (which needs the display name alongside).
 */
export function AlertMailSection({ initial, displayName }: { initial: AlertMail; displayName: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<AlertMail>(initial);
  const save = useMutation({
    mutate: (next: { choice: AlertMail; previous: AlertMail }) =>
      updateProfile({ display_name: displayName, alert_mail: next.choice }),
    successText: t('notifications.mailSaved'),
    onSuccess: (answer) => setValue(answer.data.alert_mail as AlertMail),
    onFailure: (_error, next) => setValue(next.previous),
    failureText: t('notifications.mailSaveFailed'),
    apiMessage: [],
  });
  const choose = (choice: AlertMail) => {
    // the choice shows at once and is taken back if saving fails
    setValue(choice);
    void save.run({ choice, previous: value });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('notifications.mailSection')}>
      <Title order={2} size="h3" mb="md">
        {t('notifications.mailSection')}
      </Title>
      <Radio.Group
        label={t('notifications.mailLabel')}
        value={value}
        onChange={(next) => choose(next as AlertMail)}
      >
        <Stack gap="xs" mt="xs">
          {mailDigestValues.map((option) => (
            <Radio key={option} value={option} label={t(LABEL_KEYS[option])} disabled={save.busy} />
          ))}
        </Stack>
      </Radio.Group>
    </Card>
  );
}
