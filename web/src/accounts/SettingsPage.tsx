import './page-texts';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Container,
  FileButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { profileRequestSchema, type CustomField, type CustomFieldsResponse } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { ApiRequestError } from '../api/client';
import {
  chooseAvatar,
  clearProductHistory,
  deleteCustomFieldValue,
  removeAvatar,
  requestUserDeletion,
  saveCustomField,
  updateProfile,
  uploadCustomFieldFile,
} from './accounts-api';
import { useMutation } from '../app/use-mutation';
import { clearLocalHistory } from '../history/local-history';
import type { settingsLoader, SettingsData } from './settings-loader';
import { UnsavedChangesGuard } from '../app/UnsavedChangesGuard';
import { AlertMailSection } from './AlertMailSection';
import { ExcludedDealersSection } from './ExcludedDealersSection';
import { PushSection } from './PushSection';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ProfileSection({
  session,
  onDirty,
}: {
  session: SettingsData['session'];
  onDirty(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const form = useForm({
    initialValues: { display_name: session.user.display_name },
    validate: zod4Resolver(profileRequestSchema),
    onValuesChange: (values) => onDirty(values.display_name !== session.user.display_name),
  });
  const save = useMutation({
    mutate: updateProfile,
    successText: t('messages.profileSaved'),
    onSuccess: (answer) => {
      form.resetDirty({ display_name: answer.data.user_data.display_name });
      onDirty(false);
      void revalidator.revalidate();
    },
    failureText: t('messages.profileSaveFailed'),
    apiMessage: [],
    fieldErrors: form.setErrors,
    toastWithFieldErrors: true,
  });
  const submit = form.onSubmit((values) => void save.run(values));
  return (
    <Section title={t('accounts.profileSection')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('accounts.email')} value={session.user.email} readOnly />
          <TextInput label={t('accounts.displayName')} required {...form.getInputProps('display_name')} />
          <Group>
            <Button type="submit" loading={save.busy}>
              {t('accounts.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function AvatarSection({ session, avatars }: Pick<SettingsData, 'session' | 'avatars'>) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [pickerOpen, setPickerOpen] = useState(false);
  const current = avatars.find((avatar) => avatar.avatar_id === session.user.avatar);

  const pick = useMutation({
    mutate: chooseAvatar,
    successText: t('messages.avatarSaved'),
    onSuccess: () => {
      setPickerOpen(false);
      void revalidator.revalidate();
    },
    failureText: t('messages.avatarSaveFailed'),
    apiMessage: [],
  });
  const remove = useMutation({
    mutate: removeAvatar,
    successText: t('messages.avatarSaved'),
    onSuccess: () => void revalidator.revalidate(),
    failureText: t('messages.avatarSaveFailed'),
    apiMessage: [],
  });

  return (
    <Section title={t('accounts.avatarSection')}>
      <Group gap="md">
        <Avatar
          src={current?.image ?? null}
          name={session.user.display_name}
          color="initials"
          size="xl"
          alt={current?.label ?? session.user.display_name}
        />
        <Button variant="light" onClick={() => setPickerOpen(true)}>
          {t('accounts.avatarChange')}
        </Button>
        {current && (
          <Button variant="subtle" color="red" onClick={() => void remove.run()}>
            {t('accounts.avatarRemove')}
          </Button>
        )}
      </Group>
      <Modal
        opened={pickerOpen}
        onClose={() => setPickerOpen(false)}
        title={t('accounts.avatarPickerTitle')}
        closeButtonProps={{ 'aria-label': t('accounts.close') }}
      >
        <SimpleGrid cols={{ base: 3, xs: 4 }} role="group" aria-label={t('accounts.avatarPickerLabel')}>
          {avatars.map((avatar) => (
            <UnstyledButton
              key={avatar.avatar_id}
              onClick={() => void pick.run(avatar.avatar_id)}
              aria-pressed={avatar.avatar_id === session.user.avatar}
              aria-label={avatar.label}
              style={{ borderRadius: '50%' }}
            >
              <Stack align="center" gap={4}>
                <Avatar src={avatar.image} size="lg" alt="" />
                <Text size="xs">{avatar.label}</Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Modal>
    </Section>
  );
}

function LogoField({ field }: { field: CustomField }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutate: (file: File) => uploadCustomFieldFile(field.field_hash, file),
    successText: t('messages.logoUploaded'),
    onSuccess: () => void revalidator.revalidate(),
    failureText: t('messages.logoUploadFailed'),
    apiMessage: [],
    fieldErrors: (fields) => {
      if (fields.uploadfile) setError(fields.uploadfile);
    },
    toastWithFieldErrors: true,
  });
  const remove = useMutation({
    mutate: () => deleteCustomFieldValue(field.field_hash),
    successText: t('messages.logoDeleted'),
    onSuccess: () => void revalidator.revalidate(),
    failureText: t('messages.logoDeleteFailed'),
    apiMessage: [],
  });
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {field.label}
      </Text>
      {field.file_url && (
        <Image src={field.file_url} alt={t('accounts.logoCurrent')} h={80} w="auto" fit="contain" />
      )}
      <Group>
        <FileButton
          onChange={(file) => {
            if (!file) return;
            setError(null);
            void upload.run(file);
          }}
          accept="image/png,image/jpeg,image/webp"
        >
          {(props) => (
            <Button variant="light" loading={upload.busy} {...props}>
              {t('accounts.logoUpload')}
            </Button>
          )}
        </FileButton>
        {field.file_url && (
          <Button variant="subtle" color="red" onClick={() => void remove.run()}>
            {t('accounts.logoDelete')}
          </Button>
        )}
      </Group>
      <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? t('accounts.logoHint')}
      </Text>
    </Stack>
  );
}

function CustomFieldsSection({
  area,
  onDirty,
}: {
  area: CustomFieldsResponse['data'];
  onDirty(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const textFields = area.fields.filter((field) => field.type !== 'logo');
  const initialValues = Object.fromEntries(textFields.map((field) => [field.field_hash, field.value ?? '']));
  const form = useForm<Record<string, string>>({
    initialValues,
    onValuesChange: (values) =>
      onDirty(textFields.some((field) => values[field.field_hash] !== initialValues[field.field_hash])),
  });
  const save = useMutation({
    // each changed field is its own call; a refused one gets its message and the rest still save
    mutate: async (values: Record<string, string>) => {
      let failed = false;
      for (const field of textFields) {
        const value = values[field.field_hash] ?? '';
        if (!form.isDirty(field.field_hash)) continue;
        try {
          await saveCustomField(field.field_hash, value);
        } catch (error) {
          failed = true;
          if (error instanceof ApiRequestError && error.fields?.value)
            form.setFieldError(field.field_hash, error.fields.value);
        }
      }
      if (failed) throw new Error('custom fields not saved');
    },
    successText: t('messages.customFieldSaved'),
    onSuccess: () => {
      form.resetDirty();
      onDirty(false);
    },
    failureText: t('messages.customFieldSaveFailed'),
  });
  const submit = form.onSubmit((values) => void save.run(values));
  return (
    <Section title={area.name}>
      <Stack gap="md">
        {area.fields
          .filter((field) => field.type === 'logo')
          .map((field) => (
            <LogoField key={field.field_hash} field={field} />
          ))}
        {textFields.length > 0 && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {textFields.map((field) =>
                field.type === 'textarea' ? (
                  <Textarea
                    key={field.field_hash}
                    label={field.label}
                    autosize
                    minRows={3}
                    maxLength={field.max_length ?? undefined}
                    {...form.getInputProps(field.field_hash)}
                  />
                ) : (
                  <TextInput
                    key={field.field_hash}
                    label={field.label}
                    type={field.type === 'url' ? 'url' : 'text'}
                    maxLength={field.max_length ?? undefined}
                    {...form.getInputProps(field.field_hash)}
                  />
                ),
              )}
              <Group>
                <Button type="submit" loading={save.busy}>
                  {t('accounts.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Section>
  );
}

function DataSection() {
  const { t } = useTranslation();
  const clearHistory = useMutation({
    mutate: async () => {
      clearLocalHistory();
      return clearProductHistory();
    },
    successText: t('messages.productHistoryCleared'),
    failureText: t('messages.deleteDataError'),
    apiMessage: [],
  });
  const requestDeletion = useMutation({
    mutate: requestUserDeletion,
    successText: t('messages.deletionMailSent'),
    failureText: t('messages.requestError'),
    apiMessage: [429],
  });
  return (
    <Section title={t('accounts.privacySection')}>
      <Stack gap="lg">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('accounts.clearHistoryText')}</Text>
          <Button variant="light" onClick={() => void clearHistory.run()}>
            {t('accounts.clearHistory')}
          </Button>
        </Stack>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('accounts.deleteAccountText')}</Text>
          <Button color="red" variant="outline" onClick={() => void requestDeletion.run()}>
            {t('accounts.deleteAccount')}
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
}

/** A section whose data did not load: its heading and what to do, so the rest of the page stays usable. */
function SectionUnavailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Alert color="red" role="alert">
        {t('accounts.sectionLoadFailed')}
      </Alert>
    </Card>
  );
}

/**
 * `/settings` (SPEC §2): profile, avatar picker, custom fields, alert e-mails, push notifications,
 * excluded dealers, product history, account deletion.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { session, avatars, areas, alertMail, push, dealers } = useLoaderData<typeof settingsLoader>();
  const [dirtySections, setDirtySections] = useState<Record<string, boolean>>({});
  const dirtyFor = (key: string) => (dirty: boolean) =>
    setDirtySections((previous) => (previous[key] === dirty ? previous : { ...previous, [key]: dirty }));
  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: t('accounts.settingsTitle') })}</title>
      <UnsavedChangesGuard dirty={Object.values(dirtySections).some(Boolean)} />
      <Stack gap="lg">
        <Title order={1}>{t('accounts.settingsTitle')}</Title>
        <ProfileSection session={session} onDirty={dirtyFor('profile')} />
        <AvatarSection session={session} avatars={avatars} />
        {areas.map((area) => (
          <CustomFieldsSection key={area.area_hash} area={area} onDirty={dirtyFor(area.area_hash)} />
        ))}
        <AlertMailSection initial={alertMail} displayName={session.user.display_name} />
        {push ? <PushSection initial={push} /> : <SectionUnavailable title={t('accounts.pushSection')} />}
        {dealers ? (
          <ExcludedDealersSection dealers={dealers} excluded={session.user.excluded_dealer_ids} />
        ) : (
          <SectionUnavailable title={t('accounts.excludedDealersSection')} />
        )}
        <DataSection />
      </Stack>
    </Container>
  );
}
