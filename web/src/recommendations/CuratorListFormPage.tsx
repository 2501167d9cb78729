import {
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  curatorListRequestSchema,
  magazineSlug,
  PERMISSIONS,
  RECOMMENDATION_LIMITS,
  visibilityValues,
  type CuratorList,
  type CuratorListRequest,
  type MagazineImage,
} from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { notifyError } from '../app/notices';
import { useSession } from '../app/session';
import { UnsavedChangesGuard } from '../app/UnsavedChangesGuard';
import { useMutation } from '../app/use-mutation';
import { SlugInput } from '../shared/SlugInput';
import { CoverField } from './CoverField';
import { GamePicker } from './GamePicker';
import { ListItemsEditor, type FormItem } from './ListItemsEditor';
import { createCuratorList, deleteCuratorList, updateCuratorList } from './recommendations-api';
import type { curatorListFormLoader } from './recommendations-loaders';
import { VISIBILITY_HINT_KEYS, VISIBILITY_KEYS, type Visibility } from './RecommendationParts';

/** The form: the request (`curatorListRequestSchema`) with each game's title for its row. */
type ListFormValues = {
  title: string;
  slug: string;
  intro: string;
  visibility: Visibility;
  cover_image_id: number | null;
  items: FormItem[];
};

function valuesOf(list: CuratorList | null): ListFormValues {
  if (list === null)
    return { title: '', slug: '', intro: '', visibility: 'private', cover_image_id: null, items: [] };
  return {
    title: list.title,
    slug: list.slug,
    intro: list.intro,
    visibility: list.visibility,
    cover_image_id: list.cover?.id ?? null,
    items: list.items.map((item) => ({
      product_id: item.product_id,
      title: item.title,
      note: item.note ?? '',
    })),
  };
}

/** The request body: the games in the order shown, a note only where one was written. */
function requestOf(values: ListFormValues): CuratorListRequest {
  return {
    title: values.title,
    slug: values.slug,
    intro: values.intro,
    visibility: values.visibility,
    cover_image_id: values.cover_image_id,
    items: values.items.map((item) =>
      item.note.trim() === ''
        ? { product_id: item.product_id }
        : { product_id: item.product_id, note: item.note },
    ),
  };
}

const requestRules = zod4Resolver(curatorListRequestSchema);

function ListForm({ loaded }: { loaded: CuratorList | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const managesLists = session.permissions.includes(PERMISSIONS.recommendationListEdit);
  const overview = managesLists ? '/recommendationsmanagement' : '/recommendations';
  const [list, setList] = useState(loaded);
  const [cover, setCover] = useState<MagazineImage | null>(loaded?.cover ?? null);
  // a new list's address follows its title until the curator types one; a saved one keeps its address
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(loaded === null);
  const [announcement, setAnnouncement] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  // where to go once nothing is left unsaved (a new list's own address, or away after deleting)
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const form = useForm<ListFormValues>({ initialValues: valuesOf(loaded), validate: requestRules });
  const values = form.getValues();
  const dirty = form.isDirty();

  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const save = useMutation({
    mutate: async (request: CuratorListRequest) =>
      (list ? await updateCuratorList(list.id, request) : await createCuratorList(request)).data,
    successText: t('recommendations.saved'),
    onSuccess: (saved) => {
      setList(saved);
      setCover(saved.cover);
      const next = valuesOf(saved);
      form.setValues(next);
      form.resetDirty(next);
      setSlugFollowsTitle(false);
      if (list === null) setLeaveTo(`/recommendationform/${saved.id}`);
    },
    fieldErrors: form.setErrors,
    toastWithFieldErrors: true,
  });
  const remove = useMutation({
    mutate: (id: number) => deleteCuratorList(id),
    successText: t('recommendations.deleted'),
    onSuccess: () => {
      setConfirmDelete(false);
      setLeaveTo(overview);
    },
  });

  const submit = () => {
    if (form.validate().hasErrors) {
      notifyError(t('recommendations.checkFields'));
      return;
    }
    void save.run(requestOf(form.getValues()));
  };

  const errorOf = (path: string): string | null => {
    const found = form.errors[path];
    return found === undefined || found === null ? null : String(found);
  };
  const announcePlace = (title: string, position: number, total: number, key: 'movedTo' | 'added') =>
    setAnnouncement(t(`recommendations.${key}`, { title, position, total }));

  const moveItem = (from: number, to: number) => {
    const items = form.getValues().items;
    const item = items[from];
    if (!item || to < 0 || to >= items.length) return;
    form.reorderListItem('items', { from, to });
    announcePlace(item.title, to + 1, items.length, 'movedTo');
  };
  const full = values.items.length >= RECOMMENDATION_LIMITS.gamesMax;
  const heading = list ? t('recommendations.formEditTitle') : t('recommendations.formNewTitle');
  const address = `/recommendations/${values.slug || '…'}`;

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: heading })}</title>
      <UnsavedChangesGuard dirty={dirty && leaveTo === null} />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={overview} size="sm">
            {t('recommendations.backToLists')}
          </Anchor>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          {list && (
            <Anchor component={Link} to={list.path} size="sm">
              {t('recommendations.viewLabel', { title: list.title })}
            </Anchor>
          )}
        </Stack>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('recommendations.fieldTitle')}
              required
              maxLength={RECOMMENDATION_LIMITS.titleMaxLength}
              {...form.getInputProps('title')}
              onChange={(event) => {
                const next = event.currentTarget.value;
                form.setFieldValue('title', next);
                if (slugFollowsTitle) form.setFieldValue('slug', magazineSlug(next));
              }}
            />
            <SlugInput
              label={t('recommendations.fieldSlug')}
              description={
                <>
                  {t('recommendations.slugAddress', { address })}{' '}
                  {slugFollowsTitle ? t('recommendations.slugFollows') : null}
                </>
              }
              {...form.getInputProps('slug')}
              followsTitle={slugFollowsTitle}
              onFollowsTitleChange={setSlugFollowsTitle}
              title={values.title}
              onSlugChange={(slug) => form.setFieldValue('slug', slug)}
              fromTitleLabel={t('recommendations.slugFromTitle')}
            />
            <Radio.Group label={t('recommendations.fieldVisibility')} {...form.getInputProps('visibility')}>
              <Stack gap="xs" mt={6}>
                {visibilityValues.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(VISIBILITY_KEYS[value])}
                    description={t(VISIBILITY_HINT_KEYS[value])}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('recommendations.fieldIntro')}
              description={`${t('recommendations.introHint')} ${t('recommendations.characters', {
                count: values.intro.length,
                max: RECOMMENDATION_LIMITS.introMaxLength,
              })}`}
              autosize
              minRows={4}
              {...form.getInputProps('intro')}
            />
            <CoverField
              cover={cover}
              error={errorOf('cover_image_id')}
              onChange={(next) => {
                setCover(next);
                form.setFieldValue('cover_image_id', next?.id ?? null);
              }}
            />
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('recommendations.gamesField')}
              </Title>
              <GamePicker
                exclude={new Set(values.items.map((item) => item.product_id))}
                disabled={full}
                description={t('recommendations.addGameHint', { amount: RECOMMENDATION_LIMITS.gamesMax })}
                error={errorOf('items')}
                onPick={(game) => {
                  if (form.getValues().items.length >= RECOMMENDATION_LIMITS.gamesMax) return;
                  form.insertListItem('items', { product_id: game.product_id, title: game.title, note: '' });
                  const total = form.getValues().items.length;
                  announcePlace(game.title, total, total, 'added');
                }}
              />
              <ListItemsEditor
                items={values.items}
                errorOf={errorOf}
                onMove={moveItem}
                onRemove={(index) => {
                  const item = form.getValues().items[index];
                  form.removeListItem('items', index);
                  if (item) setAnnouncement(t('recommendations.removed', { title: item.title }));
                }}
                onNoteChange={(index, note) => form.setFieldValue(`items.${index}.note`, note)}
              />
            </Stack>
            <Group justify="space-between" mt="md">
              {list ? (
                <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
                  {t('recommendations.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={save.busy}>
                {t('recommendations.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('recommendations.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Text mb="md">{t('recommendations.deleteText', { title: list?.title ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {t('recommendations.cancel')}
          </Button>
          <Button color="red" loading={remove.busy} onClick={() => list && void remove.run(list.id)}>
            {t('recommendations.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}

/** `/recommendationform/:id`: a new list (`neu`) or one of the curator's own. */
export function CuratorListFormPage() {
  const { list } = useLoaderData<typeof curatorListFormLoader>();
  return <ListForm key={list?.id ?? 'neu'} loaded={list} />;
}
