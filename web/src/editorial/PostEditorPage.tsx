import {
  Anchor,
  Button,
  Card,
  Container,
  Flex,
  Group,
  Image,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EMPTY_MAGAZINE_DOCUMENT,
  editorPostRequestSchema,
  MAGAZINE_LIMITS,
  magazineImageSources,
  magazineSlug,
  type EditorPost,
  type EditorPostRequest,
  type MagazineCategory,
  type MagazineDocument,
  type MagazineImage,
} from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { notifyError } from '../app/notices';
import { UnsavedChangesGuard } from '../app/UnsavedChangesGuard';
import { useMutation } from '../app/use-mutation';
import { SlugInput } from '../shared/SlugInput';
import { berlinLocalToIso, formatBerlinDateTime, isoToBerlinLocal } from './berlin-time';
import { BodyEditor } from './BodyEditor';
import { createEditorPost, publishEditorPost, unpublishEditorPost, updateEditorPost } from './editorial-api';
import type { postEditorLoader } from './editorial-loaders';
import classes from './editorial.module.css';
import { FeaturedGames, type FeaturedGame } from './FeaturedGames';
import { ImageUploadForm } from './ImageUploadForm';
import { PostStateBadge } from './PostStateBadge';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

/** The form: the request (`editorPostRequestSchema`) without `updated_at`, the category not yet chosen. */
type PostFormValues = {
  title: string;
  slug: string;
  category_id: number | null;
  teaser: string;
  lead: string;
  body: MagazineDocument;
  cover_image_id: number | null;
  featured_product_ids: number[];
};

function valuesOf(post: EditorPost | null, categories: MagazineCategory[]): PostFormValues {
  if (post === null)
    return {
      title: '',
      slug: '',
      category_id: categories.length === 1 ? categories[0]!.id : null,
      teaser: '',
      lead: '',
      body: EMPTY_MAGAZINE_DOCUMENT,
      cover_image_id: null,
      featured_product_ids: [],
    };
  return {
    title: post.title,
    slug: post.slug,
    category_id: post.category_id,
    teaser: post.teaser,
    lead: post.lead,
    body: post.body,
    cover_image_id: post.cover?.id ?? null,
    featured_product_ids: post.featured_games.map((game) => game.product_id),
  };
}

const requestRules = zod4Resolver(editorPostRequestSchema);

function imageMap(post: EditorPost | null): Map<number, MagazineImage> {
  const images = new Map<number, MagazineImage>();
  for (const image of post?.images ?? []) images.set(image.id, image);
  if (post?.cover) images.set(post.cover.id, post.cover);
  return images;
}

/** The characters typed of at most `max`, below a text field. */
function useCharacterCount() {
  const { t } = useTranslation();
  return (text: string, max: number) => t('editorial.characters', { count: text.length, max });
}

function CoverImageField({
  cover,
  error,
  onChange,
}: {
  cover: MagazineImage | null;
  error: string | null;
  onChange(cover: MagazineImage | null): void;
}) {
  const { t } = useTranslation();
  const sources = cover ? magazineImageSources(cover) : null;
  return (
    <Stack gap="sm">
      {cover && sources ? (
        <Stack gap={4}>
          <Image
            src={sources.src}
            srcSet={sources.srcSet ?? undefined}
            sizes="340px"
            alt={cover.alt}
            className={classes.coverPreview}
          />
          <Text size="xs" c="dimmed">
            {cover.alt ? t('editorial.coverAlt', { alt: cover.alt }) : t('editorial.coverNoAlt')}
          </Text>
          <Group>
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
              {t('editorial.coverRemove')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('editorial.coverNone')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
      <ImageUploadForm
        withCaption={false}
        submitLabel={cover ? t('editorial.coverReplace') : t('editorial.coverUpload')}
        onUploaded={({ image }) => onChange(image)}
      />
    </Stack>
  );
}

function PublishedLine({ post }: { post: EditorPost }) {
  const { t } = useTranslation();
  const date = post.published_at === null ? null : formatBerlinDateTime(post.published_at);
  switch (post.state) {
    case 'scheduled':
      return <Text size="sm">{t('editorial.lineScheduled', { date })}</Text>;
    case 'published':
      return (
        <Text size="sm">
          {t('editorial.linePublished', { date })}{' '}
          <Anchor href={post.path} target="_blank" rel="noopener" underline="always">
            {t('editorial.openPublic')}
          </Anchor>
        </Text>
      );
    case 'unpublished':
      return (
        <Text size="sm">
          {date ? t('editorial.lineUnpublishedWas', { date }) : t('editorial.lineUnpublished')}
        </Text>
      );
    default:
      return <Text size="sm">{t('editorial.lineDraft')}</Text>;
  }
}

function PostEditor({ loaded, categories }: { loaded: EditorPost | null; categories: MagazineCategory[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const characters = useCharacterCount();
  const [post, setPost] = useState(loaded);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [featured, setFeatured] = useState<FeaturedGame[]>(loaded?.featured_games ?? []);
  const [cover, setCover] = useState<MagazineImage | null>(loaded?.cover ?? null);
  const [images, setImages] = useState(() => imageMap(loaded));
  // a new post, or a draft that never appeared whose address is still the title's: the address follows the title
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(
    loaded === null || (loaded.published_at === null && loaded.slug === magazineSlug(loaded.title)),
  );
  const [publishAt, setPublishAt] = useState(
    loaded?.state === 'scheduled' && loaded.published_at ? isoToBerlinLocal(loaded.published_at) : '',
  );
  const [publishAtError, setPublishAtError] = useState<string | null>(null);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);

  const form = useForm<PostFormValues>({
    initialValues: valuesOf(loaded, categories),
    validate: (values) => {
      const errors = requestRules(values);
      if (values.category_id === null) errors.category_id = t('messages.chooseFromList');
      return errors;
    },
  });
  const values = form.getValues();
  const dirty = form.isDirty();
  const lookups = useMemo(
    () => ({ images, games: new Map(featured.map((game) => [game.product_id, game])) }),
    [images, featured],
  );

  // a new post has its address once saved; the editor moves there when nothing is left unsaved
  useEffect(() => {
    if (createdId !== null) void navigate(`/redaktion/magazin/${createdId}`, { replace: true });
  }, [createdId, navigate]);

  /** Shows what the API stored; a new post then moves to its own address (unless more follows). */
  const applySaved = (saved: EditorPost, moveToCreated = true) => {
    setPost(saved);
    const next = valuesOf(saved, categories);
    form.setValues(next);
    form.resetDirty(next);
    setFeatured(saved.featured_games);
    setCover(saved.cover);
    setImages((known) => new Map([...known, ...imageMap(saved)]));
    if (loaded === null && moveToCreated) setCreatedId(saved.id);
  };

  const requestOf = (current: PostFormValues): EditorPostRequest => ({
    title: current.title,
    slug: current.slug,
    category_id: current.category_id ?? 0,
    teaser: current.teaser,
    lead: current.lead,
    body: current.body,
    cover_image_id: current.cover_image_id,
    featured_product_ids: current.featured_product_ids,
    ...(post ? { updated_at: post.updated_at } : {}),
  });
  const persist = async (): Promise<EditorPost> => {
    const request = requestOf(form.getValues());
    const answer = post ? await updateEditorPost(post.id, request) : await createEditorPost(request);
    return answer.data;
  };
  /** The form's rules first (the API's own contract); false with the fields marked. */
  const valid = () => {
    if (!form.validate().hasErrors) return true;
    notifyError(t('editorial.checkFields'));
    return false;
  };

  const save = useMutation({
    mutate: persist,
    successText: t('editorial.saved'),
    onSuccess: (saved) => applySaved(saved),
    fieldErrors: form.setErrors,
    toastWithFieldErrors: true,
  });
  const publish = useMutation({
    // unsaved changes are saved first: what appears is what the editor sees
    mutate: async (at: string | null) => {
      let current = post;
      if (current === null || form.isDirty()) {
        current = await persist();
        // publishing follows; a new post moves to its address once that is done too
        applySaved(current, false);
      }
      const answer = await publishEditorPost(current.id, at === null ? {} : { publish_at: at });
      return answer.data;
    },
    successText: (saved, at) =>
      at !== null && saved.published_at !== null
        ? t('editorial.scheduledToast', { date: formatBerlinDateTime(saved.published_at) })
        : t('editorial.publishedToast'),
    onSuccess: (saved) => applySaved(saved),
    fieldErrors: form.setErrors,
    toastWithFieldErrors: true,
  });
  const unpublish = useMutation({
    mutate: (id: number) => unpublishEditorPost(id),
    successText: t('editorial.unpublishedToast'),
    onSuccess: (answer) => {
      setConfirmUnpublish(false);
      setPost(answer.data);
    },
  });
  const busy = save.busy || publish.busy || unpublish.busy;

  const schedule = () => {
    const iso = berlinLocalToIso(publishAt);
    if (iso === null) {
      setPublishAtError(t('messages.magazinePublishAtInvalid'));
      return;
    }
    if (Date.parse(iso) <= Date.now()) {
      setPublishAtError(t('editorial.publishAtPast'));
      return;
    }
    setPublishAtError(null);
    if (valid()) void publish.run(iso);
  };

  const category = categories.find((entry) => entry.id === values.category_id);
  const address = `/magazine/${category?.slug ?? '…'}/${values.slug || '…'}`;
  const error = (path: keyof PostFormValues): string | null => {
    const found = Object.entries(form.errors).find(([key]) => key === path || key.startsWith(`${path}.`));
    return found ? String(found[1]) : null;
  };
  const title = post ? values.title || t('editorial.untitled') : t('editorial.newPostTitle');

  return (
    <Container size="xl" py="xl">
      <title>
        {t('app.pageTitle', { title: post ? t('editorial.editPostTitle') : t('editorial.newPostTitle') })}
      </title>
      <UnsavedChangesGuard dirty={dirty && createdId === null} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/redaktion/magazin" size="sm">
            {t('editorial.backToPosts')}
          </Anchor>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
        </Stack>
        <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
          <Stack gap="md" style={{ flex: 1, minWidth: 0, width: '100%' }}>
            <TextInput
              label={t('editorial.title')}
              required
              maxLength={MAGAZINE_LIMITS.titleMaxLength}
              {...form.getInputProps('title')}
              onChange={(event) => {
                const next = event.currentTarget.value;
                form.setFieldValue('title', next);
                if (slugFollowsTitle) form.setFieldValue('slug', magazineSlug(next));
              }}
            />
            <SlugInput
              label={t('editorial.slug')}
              description={
                <>
                  {t('editorial.slugAddress', { address })}{' '}
                  {slugFollowsTitle ? t('editorial.slugFollows') : null}
                  {post?.published_at ? ` ${t('editorial.slugPublishedWarning')}` : null}
                </>
              }
              {...form.getInputProps('slug')}
              followsTitle={slugFollowsTitle}
              onFollowsTitleChange={setSlugFollowsTitle}
              title={values.title}
              onSlugChange={(slug) => form.setFieldValue('slug', slug)}
              fromTitleLabel={t('editorial.slugFromTitle')}
            />
            <NativeSelect
              label={t('editorial.category')}
              required
              value={values.category_id === null ? '' : String(values.category_id)}
              onChange={(event) =>
                form.setFieldValue(
                  'category_id',
                  event.currentTarget.value === '' ? null : Number(event.currentTarget.value),
                )
              }
              error={error('category_id')}
              data={[
                { value: '', label: t('editorial.categoryChoose'), disabled: true },
                ...categories.map((entry) => ({ value: String(entry.id), label: entry.title })),
              ]}
            />
            <Textarea
              label={t('editorial.teaser')}
              description={characters(values.teaser, MAGAZINE_LIMITS.teaserMaxLength)}
              autosize
              minRows={2}
              {...form.getInputProps('teaser')}
            />
            <Textarea
              label={t('editorial.lead')}
              description={characters(values.lead, MAGAZINE_LIMITS.leadMaxLength)}
              autosize
              minRows={3}
              {...form.getInputProps('lead')}
            />
            <BodyEditor
              initial={loaded?.body ?? EMPTY_MAGAZINE_DOCUMENT}
              lookups={lookups}
              error={error('body')}
              onChange={(doc) => form.setFieldValue('body', doc)}
              onImageUploaded={(image) => setImages((known) => new Map(known).set(image.id, image))}
            />
          </Stack>

          <Stack gap="md" w={{ base: '100%', md: 360 }} style={{ flexShrink: 0 }}>
            <Card withBorder component="section" aria-label={t('editorial.publishing')}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('editorial.publishing')}
                </Title>
                {post ? (
                  <>
                    <Group gap="xs">
                      <PostStateBadge state={post.state} publishedAt={post.published_at} />
                    </Group>
                    <PublishedLine post={post} />
                    <Text size="xs" c="dimmed">
                      {t('editorial.authorLine', {
                        author: post.author_name,
                        date: formatBerlinDateTime(post.updated_at),
                      })}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{t('editorial.notSavedYet')}</Text>
                )}
                {dirty && (
                  <Text size="sm" c="orange.9" role="status">
                    {t('editorial.unsavedHint')}
                  </Text>
                )}
                <Group gap="xs">
                  <Button
                    loading={save.busy}
                    disabled={busy}
                    onClick={() => {
                      if (valid()) void save.run();
                    }}
                  >
                    {t('editorial.save')}
                  </Button>
                  {post ? (
                    <Button
                      component="a"
                      href={`/redaktion/magazin/${post.id}/vorschau`}
                      target="_blank"
                      rel="noopener"
                      variant="default"
                    >
                      {t('editorial.preview')}
                    </Button>
                  ) : (
                    <Button variant="default" disabled title={t('editorial.previewAfterSave')}>
                      {t('editorial.preview')}
                    </Button>
                  )}
                </Group>
                {post && (
                  <Text size="xs" c="dimmed">
                    {t('editorial.previewHint')}
                  </Text>
                )}
                {/* the brand colour: white on Mantine's green is 3.3:1 */}
                <Button
                  variant={post?.state === 'published' ? 'light' : 'filled'}
                  loading={publish.busy && publish.pending === null}
                  disabled={busy}
                  onClick={() => {
                    if (valid()) void publish.run(null);
                  }}
                >
                  {post?.state === 'published' ? t('editorial.publishAgain') : t('editorial.publishNow')}
                </Button>
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <TextInput
                    type="datetime-local"
                    label={t('editorial.publishAt')}
                    description={t('editorial.publishAtHint')}
                    value={publishAt}
                    onChange={(event) => {
                      setPublishAt(event.currentTarget.value);
                      setPublishAtError(null);
                    }}
                    error={publishAtError}
                    style={{ flex: 1 }}
                  />
                  <Button
                    variant="light"
                    loading={publish.busy && publish.pending !== null}
                    disabled={busy}
                    onClick={schedule}
                  >
                    {t('editorial.schedule')}
                  </Button>
                </Group>
                {post && (post.state === 'published' || post.state === 'scheduled') && (
                  <Button
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    onClick={() => setConfirmUnpublish(true)}
                  >
                    {t('editorial.unpublish')}
                  </Button>
                )}
              </Stack>
            </Card>

            <Card withBorder component="section" aria-label={t('editorial.cover')}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('editorial.cover')}
                </Title>
                <CoverImageField
                  cover={cover}
                  error={error('cover_image_id')}
                  onChange={(next) => {
                    setCover(next);
                    if (next) setImages((known) => new Map(known).set(next.id, next));
                    form.setFieldValue('cover_image_id', next?.id ?? null);
                  }}
                />
              </Stack>
            </Card>

            <Card withBorder component="section" aria-label={t('editorial.featuredGames')}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('editorial.featuredGames')}
                </Title>
                <FeaturedGames
                  games={featured}
                  error={error('featured_product_ids')}
                  onChange={(next) => {
                    setFeatured(next);
                    form.setFieldValue(
                      'featured_product_ids',
                      next.map((game) => game.product_id),
                    );
                  }}
                />
              </Stack>
            </Card>
          </Stack>
        </Flex>
      </Stack>
      <Modal
        opened={confirmUnpublish}
        onClose={() => setConfirmUnpublish(false)}
        title={t('editorial.unpublishTitle')}
        closeButtonProps={{ 'aria-label': t('editorial.close') }}
      >
        <Stack>
          <Text>{t('editorial.unpublishText', { title: values.title })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmUnpublish(false)}>
              {t('editorial.cancel')}
            </Button>
            <Button color="red" loading={unpublish.busy} onClick={() => post && void unpublish.run(post.id)}>
              {t('editorial.unpublishConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

/**
 * `/redaktion/magazin/neu` and `/redaktion/magazin/:id`: the post editor. Title, address,
 * category, teaser, lead, cover, body and featured games, checked with the API's own contract
 * (`editorPostRequestSchema`); save, preview, publish now or at a Berlin time, unpublish.
 * Leaving with unsaved changes asks first (SPEC §4).
 */
export function PostEditorPage() {
  const data = useLoaderData<typeof postEditorLoader>();
  return <PostEditor key={data.post?.id ?? 'new'} loaded={data.post} categories={data.categories} />;
}
