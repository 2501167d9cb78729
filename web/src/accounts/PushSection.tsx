import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PUSH_LIMITS,
  pushSettingsRequestSchema,
  type PushDevice,
  type PushSettings,
} from '@spielraum/schema';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../app/use-mutation';
import { formatBerlinDate } from '../shared/format';
import {
  fetchPushDevices,
  removePushDevice,
  savePushSettings,
  sendTestPush,
  subscribePushDevice,
} from './push-api';
import {
  currentPushSubscription,
  pushAvailability,
  PushPermissionDenied,
  subscribeThisBrowser,
  type PushAvailability,
} from './push-browser';
import './page-texts';

/** What /settings loads for the push section. */
export interface PushData {
  /** The portal's VAPID key; null when push is not set up. */
  publicKey: string | null;
  devices: PushDevice[];
  settings: PushSettings;
}

interface SettingsForm {
  quiet: boolean;
  from: string;
  to: string;
  daily_cap: number | string;
}

function formValues(settings: PushSettings): SettingsForm {
  return {
    quiet: settings.quiet_hours !== null,
    from: settings.quiet_hours?.from ?? '22:00',
    to: settings.quiet_hours?.to ?? '07:00',
    daily_cap: settings.daily_cap,
  };
}

function settingsOf(values: SettingsForm): PushSettings {
  return {
    quiet_hours: values.quiet ? { from: values.from, to: values.to } : null,
    daily_cap: typeof values.daily_cap === 'number' ? values.daily_cap : Number(values.daily_cap),
  };
}

/** The form's field of a contract path (`quiet_hours.from` → `from`). */
const FORM_FIELD: Record<string, keyof SettingsForm> = {
  'quiet_hours.from': 'from',
  'quiet_hours.to': 'to',
  daily_cap: 'daily_cap',
};

function DeviceList({
  devices,
  thisEndpoint,
  onRemoved,
}: {
  devices: PushDevice[];
  thisEndpoint: string | null;
  onRemoved(device: PushDevice): void;
}) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutate: async (device: PushDevice) => {
      // the own browser also forgets its subscription, so it gets nothing more from the push service
      if (device.endpoint === thisEndpoint) await (await currentPushSubscription())?.unsubscribe();
      await removePushDevice(device.id);
      return device;
    },
    successText: t('accounts.pushDeviceRemoved'),
    onSuccess: (device) => onRemoved(device),
    failureText: t('accounts.pushDeviceRemoveFailed'),
  });
  if (devices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('accounts.pushNoDevices')}
      </Text>
    );
  return (
    <List listStyleType="none" spacing="sm" aria-label={t('accounts.pushDevices')}>
      {devices.map((device) => (
        <List.Item key={device.id}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={500}>{device.label}</Text>
                {device.endpoint === thisEndpoint && (
                  <Badge variant="light" size="sm">
                    {t('accounts.pushThisDevice')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('accounts.pushDeviceSince', { date: formatBerlinDate(device.created_at) })}
                {' · '}
                {device.last_success_at
                  ? t('accounts.pushDeviceLastSuccess', { date: formatBerlinDate(device.last_success_at) })
                  : t('accounts.pushDeviceNeverDelivered')}
                {device.failure_count > 0 &&
                  ` · ${t('accounts.pushDeviceFailures', { count: device.failure_count })}`}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={t('accounts.pushRemoveDeviceLabel', { label: device.label })}
              loading={remove.busy && remove.pending?.id === device.id}
              onClick={() => void remove.run(device)}
            >
              {t('accounts.pushRemoveDevice')}
            </Button>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function ThisDevice({
  publicKey,
  availability,
  subscribed,
  onSubscribed,
  onUnsubscribed,
  device,
}: {
  publicKey: string;
  availability: PushAvailability | 'checking';
  subscribed: boolean;
  onSubscribed(device: PushDevice): void;
  onUnsubscribed(device: PushDevice): void;
  device: PushDevice | undefined;
}) {
  const { t } = useTranslation();
  const [denied, setDenied] = useState(false);
  const enable = useMutation({
    // null: the user did not allow notifications; the section then says how to allow them
    mutate: async () => {
      try {
        return await subscribePushDevice(await subscribeThisBrowser(publicKey));
      } catch (error) {
        if (error instanceof PushPermissionDenied) return null;
        throw error;
      }
    },
    successText: (device) => (device ? t('accounts.pushEnabled') : null),
    onSuccess: (device) => {
      if (device) onSubscribed(device);
      else setDenied(true);
    },
    failureText: t('accounts.pushEnableFailed'),
  });
  const disable = useMutation({
    mutate: async (current: PushDevice) => {
      await (await currentPushSubscription())?.unsubscribe();
      await removePushDevice(current.id);
      return current;
    },
    successText: t('accounts.pushDisabled'),
    onSuccess: onUnsubscribed,
    failureText: t('accounts.pushDeviceRemoveFailed'),
  });
  if (availability === 'checking') return null;
  if (availability === 'unsupported') return <Alert color="gray">{t('accounts.pushUnsupported')}</Alert>;
  if (availability === 'denied' || denied) return <Alert color="orange">{t('accounts.pushDenied')}</Alert>;
  if (subscribed && device)
    return (
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t('accounts.pushThisDeviceOn')}</Text>
        <Button variant="light" color="red" loading={disable.busy} onClick={() => void disable.run(device)}>
          {t('accounts.pushDisable')}
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('accounts.pushThisDeviceOff')}</Text>
      <Button loading={enable.busy} onClick={() => void enable.run()}>
        {t('accounts.pushEnable')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('accounts.pushEnableHint')}
      </Text>
    </Stack>
  );
}

function SettingsForm({ initial }: { initial: PushSettings }) {
  const { t } = useTranslation();
  const form = useForm<SettingsForm>({ initialValues: formValues(initial) });
  const save = useMutation({
    mutate: savePushSettings,
    successText: t('accounts.pushSettingsSaved'),
    onSuccess: (stored) => form.setInitialValues(formValues(stored)),
    failureText: t('accounts.pushSettingsSaveFailed'),
    fieldErrors: (fields) =>
      form.setErrors(
        Object.fromEntries(
          Object.entries(fields).flatMap(([path, text]) =>
            FORM_FIELD[path] ? [[FORM_FIELD[path], text]] : [],
          ),
        ),
      ),
  });
  const submit = form.onSubmit((values) => {
    // the same contract as the API's, so the form says what the server would
    const checked = pushSettingsRequestSchema.safeParse(settingsOf(values));
    if (!checked.success) {
      form.setErrors(
        Object.fromEntries(
          checked.error.issues.flatMap((issue) => {
            const field = FORM_FIELD[issue.path.join('.')];
            return field ? [[field, issue.message]] : [];
          }),
        ),
      );
      return;
    }
    void save.run(checked.data);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Switch
          label={t('accounts.pushQuietHours')}
          description={t('accounts.pushQuietHoursHint')}
          {...form.getInputProps('quiet', { type: 'checkbox' })}
        />
        {form.values.quiet && (
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              type="time"
              label={t('accounts.pushQuietFrom')}
              required
              {...form.getInputProps('from')}
            />
            <TextInput type="time" label={t('accounts.pushQuietTo')} required {...form.getInputProps('to')} />
          </Group>
        )}
        <NumberInput
          label={t('accounts.pushDailyCap')}
          description={t('accounts.pushDailyCapHint')}
          min={PUSH_LIMITS.minDailyCap}
          max={PUSH_LIMITS.maxDailyCap}
          allowDecimal={false}
          allowNegative={false}
          maw={220}
          {...form.getInputProps('daily_cap')}
        />
        <Group>
          <Button type="submit" variant="light" loading={save.busy}>
            {t('accounts.pushSaveSettings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The permission changes only through our own button, which re-renders the section anyway. */
const noSubscription = () => () => undefined;

/**
 * "Push-Benachrichtigungen" on /settings: switch pushes on or off for this browser (the browser
 * asks for its permission only after the click), the user's devices with their health and a
 * remove button, quiet hours and daily cap, and the test notification. What the browser can do
 * is known only in the browser, so the server renders the section without the device part.
 */
export function PushSection({ initial }: { initial: PushData }) {
  const { t } = useTranslation();
  const [devices, setDevices] = useState(initial.devices);
  // known in the browser only: the server (and hydration) render the section without it
  const availability = useSyncExternalStore<PushAvailability | 'checking'>(
    noSubscription,
    pushAvailability,
    () => 'checking',
  );
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  useEffect(() => {
    if (pushAvailability() === 'unsupported') return;
    void currentPushSubscription().then(
      (subscription) => setThisEndpoint(subscription?.endpoint ?? null),
      () => setThisEndpoint(null),
    );
  }, []);
  const refresh = () => void fetchPushDevices().then(setDevices, () => undefined);
  const test = useMutation({
    mutate: sendTestPush,
    successText: (answer) => t('accounts.pushTestSent', { count: answer.devices }),
    // the test's outcome shows in the devices' last delivery
    onSuccess: () => setTimeout(refresh, 3000),
    failureText: t('accounts.pushTestFailed'),
  });
  const thisDevice = devices.find((device) => device.endpoint === thisEndpoint);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('accounts.pushSection')}>
      <Title order={2} size="h3" mb="xs">
        {t('accounts.pushSection')}
      </Title>
      <Stack gap="lg">
        <Text size="sm">{t('accounts.pushIntro')}</Text>
        {initial.publicKey === null ? (
          <Alert color="gray">{t('accounts.pushNotConfigured')}</Alert>
        ) : (
          <ThisDevice
            publicKey={initial.publicKey}
            availability={availability}
            subscribed={thisDevice !== undefined}
            device={thisDevice}
            onSubscribed={(device) => {
              setThisEndpoint(device.endpoint);
              setDevices((previous) => [device, ...previous.filter((entry) => entry.id !== device.id)]);
            }}
            onUnsubscribed={(device) => {
              setThisEndpoint(null);
              setDevices((previous) => previous.filter((entry) => entry.id !== device.id));
            }}
          />
        )}
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('accounts.pushDevices')}
          </Title>
          <DeviceList
            devices={devices}
            thisEndpoint={thisEndpoint}
            onRemoved={(device) => {
              if (device.endpoint === thisEndpoint) setThisEndpoint(null);
              setDevices((previous) => previous.filter((entry) => entry.id !== device.id));
            }}
          />
          <Group>
            <Button
              variant="default"
              disabled={devices.length === 0 || initial.publicKey === null}
              loading={test.busy}
              onClick={() => void test.run()}
            >
              {t('accounts.pushTest')}
            </Button>
          </Group>
        </Stack>
        <SettingsForm initial={initial.settings} />
      </Stack>
    </Card>
  );
}
