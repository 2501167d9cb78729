import { Card, Radio, Stack, Title } from '@mantine/core';
import { mailDigestValues, profileResponseSchema } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, type RequestOptions } from '../api/client';
import { updateProfile } from '../accounts/accounts-api';
import { notifyError, notifySuccess } from '../accounts/notices';
// the list, alert and notification texts load with the modules that show them (issue 5)
import '../i18n/page-texts';

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
  const [saving, setSaving] = useState(false);
  const choose = async (next: AlertMail) => {
    const previous = value;
    setValue(next);
    setSaving(true);
    try {
      const answer = await updateProfile({ display_name: displayName, alert_mail: next });
      setValue(answer.data.alert_mail as AlertMail);
      notifySuccess(t('notifications.mailSaved'));
    } catch {
      setValue(previous);
      notifyError(t('notifications.mailSaveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('notifications.mailSection')}>
      <Title order={2} size="h3" mb="md">
        {t('notifications.mailSection')}
      </Title>
      <Radio.Group
        label={t('notifications.mailLabel')}
        value={value}
        onChange={(next) => void choose(next as AlertMail)}
      >
        <Stack gap="xs" mt="xs">
          {mailDigestValues.map((option) => (
            <Radio key={option} value={option} label={t(LABEL_KEYS[option])} disabled={saving} />
          ))}
        </Stack>
      </Radio.Group>
    </Card>
  );
}
