import {
  Anchor,
  Button,
  Card,
  Container,
  Flex,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  editorSitePageRequestSchema,
  SITE_PAGE_LIMITS,
  type EditorSitePage,
  type MagazineDocument,
} from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { notifyError } from '../app/notices';
import { UnsavedChangesGuard } from '../app/UnsavedChangesGuard';
import { useMutation } from '../app/use-mutation';
import { formatBerlinDateTime } from './berlin-time';
import { BodyEditor } from './BodyEditor';
import { resetEditorSitePage, saveEditorSitePage } from './editorial-api';
import type { sitePageEditorLoader } from './editorial-loaders';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

/** The form: the request (`editorSitePageRequestSchema`) without the version, which the page keeps. */
// a type, not an interface: the form's rules want values with an index signature
type SitePageFormValues = {
  description: string;
  document: MagazineDocument;
};

const requestRules = zod4Resolver(editorSitePageRequestSchema.omit({ expected_updated_at: true }));

function valuesOf(page: EditorSitePage): SitePageFormValues {
  return { description: page.description, document: page.document };
}

function SitePageEditor({ loaded }: { loaded: EditorSitePage }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(loaded);
  // a reset replaces the whole text: the editor starts again from it
  const [editorVersion, setEditorVersion] = useState(0);
  const [confirmReset, setConfirmReset] = useState(false);
  const form = useForm<SitePageFormValues>({ initialValues: valuesOf(loaded), validate: requestRules });
  const values = form.getValues();
  const dirty = form.isDirty();

  const applySaved = (saved: EditorSitePage) => {
    setPage(saved);
    const next = valuesOf(saved);
    form.setValues(next);
    form.resetDirty(next);
  };

  const save = useMutation({
    mutate: async () => {
      const answer = await saveEditorSitePage(page.path, {
        ...form.getValues(),
        expected_updated_at: page.updated_at,
      });
      return answer.data;
    },
    successText: t('editorial.sitePageSaved'),
    onSuccess: applySaved,
    fieldErrors: form.setErrors,
    toastWithFieldErrors: true,
  });
  const reset = useMutation({
    mutate: async () => {
      return (await resetEditorSitePage(page.path)).data;
    },
    successText: t('editorial.sitePageResetDone'),
    onSuccess: (shipped) => {
      setConfirmReset(false);
      applySaved(shipped);
      setEditorVersion((version) => version + 1);
    },
  });
  const busy = save.busy || reset.busy;

  const error = (path: keyof SitePageFormValues): string | null => {
    const found = Object.entries(form.errors).find(([key]) => key === path || key.startsWith(`${path}.`));
    return found ? String(found[1]) : null;
  };
  const onSave = () => {
    if (form.validate().hasErrors) {
      notifyError(t('editorial.checkFields'));
      return;
    }
    void save.run();
  };

  return (
    <Container size="xl" py="xl">
      <title>{t('app.pageTitle', { title: t('editorial.editSitePageTitle', { title: page.title }) })}</title>
      <UnsavedChangesGuard dirty={dirty} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/redaktion/seiten" size="sm">
            {t('editorial.backToSitePages')}
          </Anchor>
          <Title order={1}>{t('editorial.editSitePageTitle', { title: page.title })}</Title>
        </Stack>
        <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
          <Stack gap="md" style={{ flex: 1, minWidth: 0, width: '100%' }}>
            <Textarea
              label={t('editorial.sitePageDescription')}
              description={t('editorial.sitePageDescriptionHint', {
                count: values.description.trim().length,
                min: SITE_PAGE_LIMITS.descriptionMinLength,
                max: SITE_PAGE_LIMITS.descriptionMaxLength,
              })}
              required
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <BodyEditor
              key={editorVersion}
              withMedia={false}
              label={t('editorial.sitePageBody')}
              initial={page.document}
              error={error('document')}
              onChange={(doc) => form.setFieldValue('document', doc)}
            />
            <Text size="xs" c="dimmed">
              {t('editorial.sitePageNoMedia')}
            </Text>
          </Stack>

          <Stack gap="md" w={{ base: '100%', md: 360 }} style={{ flexShrink: 0 }}>
            <Card withBorder component="section" aria-label={t('editorial.sitePageState')}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('editorial.sitePageState')}
                </Title>
                <Text size="sm">
                  {page.updated_at === null
                    ? t('editorial.sitePageShippedLine')
                    : t('editorial.sitePageEditedLine', { date: formatBerlinDateTime(page.updated_at) })}
                </Text>
                {dirty && (
                  <Text size="sm" c="orange.9" role="status">
                    {t('editorial.unsavedHint')}
                  </Text>
                )}
                <Group gap="xs">
                  <Button loading={save.busy} disabled={busy} onClick={onSave}>
                    {t('editorial.save')}
                  </Button>
                  <Button
                    component="a"
                    href={`/${page.path}`}
                    target="_blank"
                    rel="noopener"
                    variant="default"
                  >
                    {t('editorial.sitePageOpenPublic')}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('editorial.sitePageOpenPublicHint')}
                </Text>
                {!page.shipped && (
                  <Button variant="subtle" color="red" disabled={busy} onClick={() => setConfirmReset(true)}>
                    {t('editorial.sitePageReset')}
                  </Button>
                )}
              </Stack>
            </Card>
          </Stack>
        </Flex>
      </Stack>
      <Modal
        opened={confirmReset}
        onClose={() => setConfirmReset(false)}
        title={t('editorial.sitePageResetTitle')}
        closeButtonProps={{ 'aria-label': t('editorial.close') }}
      >
        <Stack>
          <Text>{t('editorial.sitePageResetText', { title: page.title })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmReset(false)}>
              {t('editorial.cancel')}
            </Button>
            <Button color="red" loading={reset.busy} onClick={() => void reset.run()}>
              {t('editorial.sitePageResetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

/**
 * `/redaktion/seiten/:path`: a static page's description and text in the magazine's editor
 * (text only: no images or game cards), checked with the API's own contract; save (409 when
 * someone else saved in between), view the public page, reset to the shipped text. Leaving with
 * unsaved changes asks first (SPEC §4).
 */
export function SitePageEditorPage() {
  const page = useLoaderData<typeof sitePageEditorLoader>();
  return <SitePageEditor key={page.path} loaded={page} />;
}
