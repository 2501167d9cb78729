import {
  Alert as Callout,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Image,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADMIN_DEALER_LIMITS,
  adminDealerRequestSchema,
  magazineSlug,
  dealerFeedFormatValues,
  type AdminDealer,
  type AdminDealerRequest,
  type FeedRunListItem,
} from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { imageUrl } from '../api/client';
import { DealerMembersPanel } from '../dealer-area/DealerMembersPanel';
import { notifyError } from '../app/notices';
import { UnsavedChangesGuard } from '../app/UnsavedChangesGuard';
import { useMutation } from '../app/use-mutation';
import { SlugInput } from '../shared/SlugInput';
import { fetchDealerFeedNow, removeDealerLogo, saveAdminDealer, uploadDealerLogo } from './dealers-api';
import { DEALER_PAGE_RUNS, type DealerEditData, type DealerRuns } from './dealers-data';
import { berlinTime, RunStatusBadge } from './feed-run-parts';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

/** The form: the request's fields, amounts in euros as typed, empty optional fields as ''. */
interface DealerFormValues {
  name: string;
  slug: string;
  website: string;
  shipping_cost: number | string;
  free_shipping_threshold: number | string;
  shipping_info: string;
  rating: number | string;
  rating_count: number | string;
  feed_url: string;
  feed_format: string;
  feed_schedule: string;
  active: boolean;
}

const euros = (cents: number | null) => (cents === null ? '' : cents / 100);
/** Euros as typed into cents; an empty or unreadable amount fails the contract's number check. */
const cents = (value: number | string) =>
  value === '' || typeof value === 'string' ? Number.NaN : Math.round(value * 100);
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

function valuesOf(dealer: AdminDealer | null): DealerFormValues {
  return {
    name: dealer?.name ?? '',
    slug: dealer?.slug ?? '',
    website: dealer?.website ?? '',
    shipping_cost: euros(dealer?.shipping_cost ?? 0),
    free_shipping_threshold: euros(dealer?.free_shipping_threshold ?? null),
    shipping_info: dealer?.shipping_info ?? '',
    rating: dealer?.rating ?? '',
    rating_count: dealer?.rating_count ?? 0,
    feed_url: dealer?.feed_url ?? '',
    feed_format: dealer?.feed_format ?? '',
    feed_schedule: dealer?.feed_schedule ?? '',
    active: dealer?.active ?? true,
  };
}

function requestOf(values: DealerFormValues): AdminDealerRequest {
  return {
    name: values.name,
    slug: values.slug,
    website: values.website,
    shipping_cost: cents(values.shipping_cost),
    free_shipping_threshold:
      values.free_shipping_threshold === '' ? null : cents(values.free_shipping_threshold),
    shipping_info: values.shipping_info,
    rating: values.rating === '' ? null : Number(values.rating),
    rating_count: values.rating_count === '' ? Number.NaN : Number(values.rating_count),
    feed_url: optional(values.feed_url),
    feed_format: optional(values.feed_format) as AdminDealerRequest['feed_format'],
    feed_schedule: optional(values.feed_schedule),
    active: values.active,
  };
}

const requestRules = zod4Resolver(adminDealerRequestSchema);

const euroInput = {
  decimalScale: 2,
  decimalSeparator: ',',
  thousandSeparator: '.',
  min: 0,
  hideControls: true,
} as const;

function LogoPanel({ dealer, onChange }: { dealer: AdminDealer; onChange(dealer: AdminDealer): void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useMutation({
    mutate: (chosen: File) => uploadDealerLogo(dealer.id, chosen),
    successText: t('operations.dealerSettings.logoUploaded'),
    onSuccess: (answer) => {
      onChange(answer.data);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
    fieldErrors: (fields) => setFileError(fields.file ?? null),
  });
  const remove = useMutation({
    mutate: () => removeDealerLogo(dealer.id),
    successText: t('operations.dealerSettings.logoRemoved'),
    onSuccess: (answer) => onChange(answer.data),
  });
  return (
    <Input.Wrapper label={t('operations.dealerSettings.logo')} labelElement="div" id={`${fileId}-logo`}>
      <Stack gap="sm" mt={4}>
        {dealer.logo_image_id === null ? (
          <Text size="sm" c="dimmed">
            {t('operations.dealerSettings.logoNone')}
          </Text>
        ) : (
          <Group gap="sm">
            <Image
              src={imageUrl(dealer.logo_image_id, 450)}
              alt={t('operations.dealerSettings.logoAlt', { name: dealer.name })}
              w={120}
              h={120}
              fit="contain"
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
            />
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.busy}
              onClick={() => void remove.run()}
            >
              {t('operations.dealerSettings.logoRemove')}
            </Button>
          </Group>
        )}
        <Input.Wrapper
          label={t('operations.dealerSettings.logoFile')}
          description={t('operations.dealerSettings.logoFileHint')}
          error={fileError}
          id={fileId}
        >
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-invalid={fileError !== null || undefined}
            onChange={(event) => {
              setFileError(null);
              setFile(event.currentTarget.files?.[0] ?? null);
            }}
            style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
          />
        </Input.Wrapper>
        <Group>
          <Button
            variant="default"
            loading={upload.busy}
            onClick={() => {
              if (file === null) setFileError(t('operations.dealerSettings.logoChooseFirst'));
              else void upload.run(file);
            }}
          >
            {dealer.logo_image_id === null
              ? t('operations.dealerSettings.logoUpload')
              : t('operations.dealerSettings.logoReplace')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

function FetchNow({ dealer }: { dealer: AdminDealer }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [queued, setQueued] = useState<FeedRunListItem | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const fetchNow = useMutation({
    mutate: () => fetchDealerFeedNow(dealer.id),
    onSuccess: (answer) => {
      setQueued(answer.data);
      void revalidator.revalidate();
    },
  });
  useEffect(() => {
    if (queued) note.current?.focus();
  }, [queued]);
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="light" loading={fetchNow.busy} onClick={() => void fetchNow.run()}>
        {t('operations.dealerSettings.fetchNow')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('operations.dealerSettings.fetchNowHint')}
      </Text>
      {queued && (
        <Text ref={note} size="sm" role="status" tabIndex={-1}>
          {t('operations.dealerSettings.fetchQueued')}{' '}
          <Anchor component={Link} to={`/betrieb/feeds/${queued.id}`}>
            {t('operations.dealerSettings.fetchQueuedLink', { id: queued.id })}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

function DealerRunsList({ dealerId, runs }: { dealerId: number; runs: DealerRuns }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dealer-runs">
      <Stack gap="sm">
        <Title order={2} size="h3" id="dealer-runs">
          {t('operations.dealerSettings.runsTitle')}
        </Title>
        {runs.error !== null ? (
          <Callout
            color="red"
            variant="light"
            role="alert"
            title={t('operations.dealerSettings.runsLoadFailed')}
          >
            <Text size="sm">{runs.error}</Text>
          </Callout>
        ) : !runs.runs || runs.runs.runs.length === 0 ? (
          <Text size="sm">{t('operations.dealerSettings.runsEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operations.feedRuns.columnRun')}</Table.Th>
                  <Table.Th>{t('operations.feedRuns.columnStatus')}</Table.Th>
                  <Table.Th>{t('operations.feedRuns.columnRows')}</Table.Th>
                  <Table.Th>{t('operations.feedRuns.columnTime')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.runs.runs.slice(0, DEALER_PAGE_RUNS).map((run) => (
                  <Table.Tr key={run.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/betrieb/feeds/${run.id}`}>
                        {t('operations.feedRuns.runLink', { id: run.id })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <RunStatusBadge status={run.status} />
                    </Table.Td>
                    <Table.Td>
                      {t('operations.feedRuns.rows', {
                        total: run.rows_total,
                        applied: run.rows_applied,
                        failed: run.rows_failed,
                      })}
                    </Table.Td>
                    <Table.Td>{berlinTime.format(new Date(run.started_at ?? run.created_at))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Anchor component={Link} to={`/betrieb/feeds?dealer=${dealerId}`} size="sm">
          {t('operations.dealerSettings.runsAll')}
        </Anchor>
      </Stack>
    </Card>
  );
}

function DealerForm({ loaded, runs }: { loaded: AdminDealer | null; runs: DealerRuns }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dealer, setDealer] = useState(loaded);
  const [slugFollowsName, setSlugFollowsName] = useState(loaded === null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const form = useForm<DealerFormValues>({
    initialValues: valuesOf(loaded),
    validate: (values) => requestRules(requestOf(values)),
  });
  const values = form.getValues();

  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const save = useMutation({
    mutate: async (request: AdminDealerRequest) => (await saveAdminDealer(dealer?.id ?? null, request)).data,
    successText: t('operations.dealerSettings.saved'),
    onSuccess: (saved) => {
      setDealer(saved);
      const next = valuesOf(saved);
      form.setValues(next);
      form.resetDirty(next);
      setSlugFollowsName(false);
      if (dealer === null) setLeaveTo(`/betrieb/haendler/${saved.id}`);
    },
    fieldErrors: form.setErrors,
    toastWithFieldErrors: true,
  });

  const submit = () => {
    if (form.validate().hasErrors) {
      notifyError(t('operations.dealerSettings.checkFields'));
      return;
    }
    void save.run(adminDealerRequestSchema.parse(requestOf(form.getValues())));
  };
  const heading = dealer
    ? t('operations.dealerSettings.editTitle', { name: dealer.name })
    : t('operations.dealerSettings.newTitle');

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: heading })}</title>
      <UnsavedChangesGuard dirty={form.isDirty() && leaveTo === null} />
      <Stack gap="lg">
        <Anchor component={Link} to="/betrieb/haendler" size="sm">
          {t('operations.dealerSettings.backToDealers')}
        </Anchor>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Title>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="lg">
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} size="h3" component="legend">
                {t('operations.dealerSettings.sectionShop')}
              </Title>
              <TextInput
                label={t('operations.dealerSettings.fieldName')}
                required
                maxLength={ADMIN_DEALER_LIMITS.nameMaxLength}
                {...form.getInputProps('name')}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  form.setFieldValue('name', next);
                  if (slugFollowsName)
                    form.setFieldValue(
                      'slug',
                      magazineSlug(next).slice(0, ADMIN_DEALER_LIMITS.slugMaxLength),
                    );
                }}
              />
              <SlugInput
                label={t('operations.dealerSettings.fieldSlug')}
                description={t('operations.dealerSettings.fieldSlugHint', { slug: values.slug || '…' })}
                required
                maxLength={ADMIN_DEALER_LIMITS.slugMaxLength}
                value={values.slug}
                error={form.errors.slug}
                followsTitle={slugFollowsName}
                onFollowsTitleChange={setSlugFollowsName}
                title={values.name}
                onSlugChange={(slug) => form.setFieldValue('slug', slug)}
                fromTitleLabel={t('operations.dealerSettings.slugFromName')}
              />
              <TextInput
                label={t('operations.dealerSettings.fieldWebsite')}
                required
                type="url"
                placeholder="https://"
                maxLength={ADMIN_DEALER_LIMITS.websiteMaxLength}
                {...form.getInputProps('website')}
              />
              <Checkbox
                label={t('operations.dealerSettings.fieldActive')}
                description={t('operations.dealerSettings.fieldActiveHint')}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
            </Stack>
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} size="h3" component="legend">
                {t('operations.dealerSettings.sectionShipping')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput
                  label={t('operations.dealerSettings.fieldShippingCost')}
                  required
                  {...euroInput}
                  {...form.getInputProps('shipping_cost')}
                />
                <NumberInput
                  label={t('operations.dealerSettings.fieldThreshold')}
                  description={t('operations.dealerSettings.fieldThresholdHint')}
                  {...euroInput}
                  {...form.getInputProps('free_shipping_threshold')}
                />
              </SimpleGrid>
              <Textarea
                label={t('operations.dealerSettings.fieldShippingInfo')}
                description={t('operations.dealerSettings.fieldShippingInfoHint')}
                autosize
                minRows={2}
                maxLength={ADMIN_DEALER_LIMITS.shippingInfoMaxLength}
                {...form.getInputProps('shipping_info')}
              />
            </Stack>
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} size="h3" component="legend">
                {t('operations.dealerSettings.sectionRating')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput
                  label={t('operations.dealerSettings.fieldRating')}
                  description={t('operations.dealerSettings.fieldRatingHint')}
                  decimalScale={1}
                  decimalSeparator=","
                  min={0}
                  max={5}
                  step={0.1}
                  {...form.getInputProps('rating')}
                />
                <NumberInput
                  label={t('operations.dealerSettings.fieldRatingCount')}
                  allowDecimal={false}
                  min={0}
                  thousandSeparator="."
                  decimalSeparator=","
                  {...form.getInputProps('rating_count')}
                />
              </SimpleGrid>
            </Stack>
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} size="h3" component="legend">
                {t('operations.dealerSettings.sectionFeed')}
              </Title>
              <TextInput
                label={t('operations.dealerSettings.fieldFeedUrl')}
                description={t('operations.dealerSettings.fieldFeedUrlHint')}
                type="url"
                placeholder="https://"
                maxLength={ADMIN_DEALER_LIMITS.feedUrlMaxLength}
                {...form.getInputProps('feed_url')}
              />
              <Select
                label={t('operations.dealerSettings.fieldFeedFormat')}
                description={t('operations.dealerSettings.fieldFeedFormatHint')}
                allowDeselect={false}
                data={[
                  { value: '', label: t('operations.dealerSettings.formatAuto') },
                  ...dealerFeedFormatValues.map((format) => ({ value: format, label: format })),
                ]}
                {...form.getInputProps('feed_format')}
              />
              <TextInput
                label={t('operations.dealerSettings.fieldSchedule')}
                description={t('operations.dealerSettings.fieldScheduleHint')}
                placeholder="0 4 * * *"
                ff="monospace"
                maxLength={100}
                {...form.getInputProps('feed_schedule')}
              />
              <Text size="xs" c="dimmed">
                {t('operations.dealerSettings.fullFeedNote')}
              </Text>
            </Stack>
            <Group>
              <Button type="submit" loading={save.busy}>
                {t('operations.dealerSettings.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        {dealer === null ? (
          <Text size="sm" c="dimmed">
            {t('operations.dealerSettings.logoAfterSave')}
          </Text>
        ) : (
          <>
            <LogoPanel dealer={dealer} onChange={setDealer} />
            {dealer.feed_url !== null && dealer.active && <FetchNow dealer={dealer} />}
            <DealerRunsList dealerId={dealer.id} runs={runs} />
            <DealerMembersPanel dealerId={dealer.id} />
          </>
        )}
      </Stack>
    </Container>
  );
}

/**
 * `/betrieb/haendler/neu` and `/betrieb/haendler/:id`: a dealer's settings (shop, shipping to
 * Germany, rating, feed address, format and schedule, active), its logo, "Feed jetzt abrufen"
 * and its last feed runs. Keyed by the dealer, so moving between dealers starts a fresh form.
 */
export function DealerEditPage() {
  const data = useLoaderData<DealerEditData>();
  return <DealerForm key={data.dealer?.id ?? 'neu'} loaded={data.dealer} runs={data.runs} />;
}
