import {
  Alert as Callout,
  Anchor,
  Badge,
  Blockquote,
  Button,
  Card,
  Group,
  List,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MODERATION_LIMITS,
  MODERATION_REASONS,
  moderateItemRequestSchema,
  moderationKindValues,
  REVIEW_LIMITS,
  type ModerateItemRequest,
  type ModerationKind,
  type ModerationQueueItem,
  type ModerationQueueResponse,
  type ModerationReason,
} from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { formatBerlinDateTime } from './berlin-time';
import type { ModerationQuery, ModerationQueueStatus } from './editorial-api';
import { QueuePagination } from './QueuePagination';
// the back office's texts load with the widget, so the public pages do not download them
import './page-texts';

export type { ModerationQuery } from './editorial-api';

/** What a queue page's loader hands the widget; a failed read is the German error to show. */
export type ModerationData =
  | { query: ModerationQuery; queue: ModerationQueueResponse['data']; error: null }
  | { query: ModerationQuery; queue: null; error: string };

/**
 * The call that decides one item: the editors' `PATCH /api/editor/moderation/{kind}/{id}/`, or
 * the curators' own for the comments on their lists; both take and answer the same shapes.
 */
type ModerateFn = (kind: ModerationKind, id: number, request: ModerateItemRequest) => Promise<unknown>;

const QUEUE_STATUSES: readonly ModerationQueueStatus[] = ['open', 'published', 'rejected'];
const QUEUE_STATUS_KEYS = {
  open: 'editorial.statusOpen',
  published: 'editorial.statusPublished',
  rejected: 'editorial.statusRejected',
} as const satisfies Record<ModerationQueueStatus, string>;
const ITEM_STATUS_KEYS = {
  pending: 'editorial.statusPending',
  published: 'editorial.statusPublished',
  rejected: 'editorial.statusRejected',
} as const satisfies Record<ModerationQueueItem['status'], string>;
const ITEM_STATUS_COLORS: Record<ModerationQueueItem['status'], string> = {
  pending: 'orange',
  published: 'green',
  rejected: 'gray',
};
const KIND_KEYS = {
  review: { filter: 'editorial.kindReviewCount', badge: 'editorial.badgeReview' },
  magazine_comment: {
    filter: 'editorial.kindMagazineCommentCount',
    badge: 'editorial.badgeMagazineComment',
  },
  recommendation_comment: {
    filter: 'editorial.kindRecommendationCommentCount',
    badge: 'editorial.badgeRecommendationComment',
  },
} as const satisfies Record<ModerationKind, { filter: string; badge: string }>;
const KIND_NAMES = {
  review: 'editorial.kindReview',
  magazine_comment: 'editorial.kindMagazineComment',
  recommendation_comment: 'editorial.kindRecommendationComment',
} as const satisfies Record<ModerationKind, string>;
const ALL = 'all';

const keyOf = (item: Pick<ModerationQueueItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

function useToasts(kind: ModerationKind) {
  const { t } = useTranslation();
  const review = kind === 'review';
  return {
    approve: review ? t('editorial.reviewApprovedToast') : t('editorial.approvedToast'),
    edit: review ? t('editorial.reviewApprovedEditedToast') : t('editorial.approvedEditedToast'),
    reject: review ? t('editorial.reviewRejectedToast') : t('editorial.rejectedToast'),
  };
}

interface RejectValues {
  reason: ModerationReason | '';
  note: string;
}

const validateRequest = zod4Resolver(moderateItemRequestSchema);

function rejectionOf(values: RejectValues): ModerateItemRequest {
  const note = values.note.trim();
  return {
    status: 'rejected',
    ...(values.reason === '' ? {} : { reason: values.reason }),
    ...(note === '' ? {} : { note }),
  };
}

/** "Ablehnen": a reason from MODERATION_REASONS (the author reads its German text), a note if need be. */
function RejectForm({
  item,
  moderate,
  onCancel,
  onDone,
}: {
  item: ModerationQueueItem;
  moderate: ModerateFn;
  onCancel(): void;
  onDone(item: ModerationQueueItem): void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts(item.kind);
  const formId = useId();
  const form = useForm<RejectValues>({
    initialValues: { reason: '', note: '' },
    // checked as the request it becomes: a missing reason reads "choose a reason", not "invalid value"
    validate: (values) => validateRequest(rejectionOf(values)),
  });
  const reject = useMutation({
    mutate: (request: ModerateItemRequest) => moderate(item.kind, item.id, request),
    successText: toasts.reject,
    onSuccess: () => onDone(item),
    fieldErrors: (fields) => {
      const known = (['reason', 'note'] as const).filter((key) => fields[key] !== undefined);
      for (const key of known) form.setFieldError(key, fields[key]);
      return known.length > 0;
    },
  });
  const submit = form.onSubmit((values) => void reject.run(rejectionOf(values)));
  return (
    <form onSubmit={submit} noValidate aria-labelledby={formId}>
      <Stack gap="xs">
        <Text size="sm" fw={600} id={formId}>
          {t('editorial.rejectFormLabel')}
        </Text>
        <NativeSelect
          label={t('editorial.rejectReason')}
          required
          data-autofocus
          autoFocus
          data={[
            { value: '', label: t('editorial.rejectReasonPlaceholder'), disabled: true },
            ...Object.entries(MODERATION_REASONS).map(([value, label]) => ({ value, label })),
          ]}
          {...form.getInputProps('reason')}
        />
        <Textarea
          label={t('editorial.rejectNote')}
          description={t('editorial.rejectNoteDescription')}
          required={form.values.reason === 'other'}
          autosize
          minRows={2}
          maxLength={MODERATION_LIMITS.noteMaxLength}
          {...form.getInputProps('note')}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" color="red" loading={reject.busy}>
            {t('editorial.reject')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={reject.busy}>
            {t('editorial.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Bearbeiten": obvious typos corrected in place, then "Korrigiert freigeben". */
function EditForm({
  item,
  moderate,
  onCancel,
  onDone,
}: {
  item: ModerationQueueItem;
  moderate: ModerateFn;
  onCancel(): void;
  onDone(item: ModerationQueueItem): void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts(item.kind);
  const formId = useId();
  const hasTitle = item.title !== null;
  const form = useForm<{ status: 'published'; title?: string; text: string }>({
    initialValues: hasTitle
      ? { status: 'published', title: item.title ?? '', text: item.text }
      : { status: 'published', text: item.text },
    validate: zod4Resolver(moderateItemRequestSchema),
  });
  const approve = useMutation({
    mutate: (request: ModerateItemRequest) => moderate(item.kind, item.id, request),
    successText: toasts.edit,
    onSuccess: () => onDone(item),
    fieldErrors: (fields) => {
      const known = (['title', 'text'] as const).filter((key) => fields[key] !== undefined);
      for (const key of known) form.setFieldError(key, fields[key]);
      return known.length > 0;
    },
  });
  const submit = form.onSubmit(
    (values) => void approve.run(moderateItemRequestSchema.parse(values) as ModerateItemRequest),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={formId}>
      <Stack gap="xs">
        <Text size="sm" fw={600} id={formId}>
          {t('editorial.editFormLabel')}
        </Text>
        {hasTitle && (
          <TextInput
            label={t('editorial.editTitle')}
            required
            maxLength={REVIEW_LIMITS.titleMaxLength}
            autoFocus
            {...form.getInputProps('title')}
          />
        )}
        <Textarea
          label={t('editorial.editText')}
          required
          autosize
          minRows={3}
          maxRows={16}
          autoFocus={!hasTitle}
          {...form.getInputProps('text')}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={approve.busy}>
            {t('editorial.approveEdited')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={approve.busy}>
            {t('editorial.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ModerationCard({
  item,
  moderate,
  onModerated,
}: {
  item: ModerationQueueItem;
  moderate: ModerateFn;
  onModerated(item: ModerationQueueItem): void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts(item.kind);
  const [mode, setMode] = useState<'view' | 'reject' | 'edit'>('view');
  const approve = useMutation({
    mutate: () => moderate(item.kind, item.id, { status: 'published' }),
    successText: toasts.approve,
    onSuccess: () => onModerated(item),
  });
  const review = item.kind === 'review';
  const label = t(review ? 'editorial.reviewBy' : 'editorial.commentBy', {
    author: item.author_name,
    title: item.target_title,
  });
  const reported = item.report_count > 0;
  // a published item in the open list was reported: approving it again keeps it and closes the reports
  const canApprove = item.status !== 'published' || reported;
  const reason = item.rejection_reason === null ? null : MODERATION_REASONS[item.rejection_reason];
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            {t('editorial.commentOn')}{' '}
            <Anchor component={Link} to={item.target_path} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.target_title}
            </Anchor>
          </Text>
          <Group gap={6}>
            <Badge color="blue" variant="outline" tt="none">
              {t(KIND_KEYS[item.kind].badge)}
            </Badge>
            <Badge color={ITEM_STATUS_COLORS[item.status]} variant="light" tt="none">
              {t(ITEM_STATUS_KEYS[item.status])}
            </Badge>
            {reported && (
              <Badge color="red" variant="filled" tt="none">
                {t('editorial.reported', { count: item.report_count })}
              </Badge>
            )}
          </Group>
        </Group>
        {item.parent_text !== null && (
          <Blockquote p="xs" fz="sm" c="dimmed" aria-label={t('editorial.replyTo')}>
            <Text size="xs" fw={600} mb={2}>
              {t('editorial.replyTo')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
              {item.parent_text}
            </Text>
          </Blockquote>
        )}
        <Text size="sm" c="dimmed">
          {item.author_name} · <time dateTime={item.created_at}>{formatBerlinDateTime(item.created_at)}</time>
          {item.moderated_at !== null &&
            ` · ${t('editorial.moderatedAt', { date: formatBerlinDateTime(item.moderated_at) })}`}
        </Text>
        {mode === 'edit' ? (
          <EditForm item={item} moderate={moderate} onCancel={() => setMode('view')} onDone={onModerated} />
        ) : (
          <>
            {item.rating !== null && (
              <Text c="yellow.8" role="img" aria-label={t('editorial.stars', { rating: item.rating })}>
                {'★'.repeat(item.rating)}
                <Text span inherit c="gray.4">
                  {'★'.repeat(Math.max(0, 5 - item.rating))}
                </Text>
              </Text>
            )}
            {item.title !== null && (
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Text>
            )}
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</Text>
          </>
        )}
        {reported && item.reports.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600} id={`reports-${keyOf(item)}`}>
              {t('editorial.reportReasons')}
            </Text>
            <List size="sm" aria-labelledby={`reports-${keyOf(item)}`}>
              {item.reports.map((words, index) => (
                <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                  {words}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {item.status === 'rejected' && (reason !== null || item.moderator_note !== null) && (
          <Text size="sm" c="dimmed">
            {reason !== null && t('editorial.rejectionReason', { reason })}
            {reason !== null && item.moderator_note !== null && ' · '}
            {item.moderator_note !== null && t('editorial.moderatorNote', { note: item.moderator_note })}
          </Text>
        )}
        {mode === 'reject' && (
          <RejectForm item={item} moderate={moderate} onCancel={() => setMode('view')} onDone={onModerated} />
        )}
        {mode === 'view' && (
          <Group gap="xs" role="group" aria-label={t('editorial.actionsFor', { author: item.author_name })}>
            {canApprove && (
              <Button
                size="xs"
                loading={approve.busy}
                disabled={approve.busy}
                onClick={() => void approve.run()}
              >
                {t('editorial.approve')}
              </Button>
            )}
            {item.status !== 'rejected' && (
              <Button
                size="xs"
                variant="default"
                color="red"
                disabled={approve.busy}
                onClick={() => setMode('reject')}
              >
                {t('editorial.reject')}
              </Button>
            )}
            {canApprove && (
              <Button size="xs" variant="subtle" disabled={approve.busy} onClick={() => setMode('edit')}>
                {t('editorial.edit')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The address of one view of the queue; defaults stay out of it. */
function searchOf(query: ModerationQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status !== 'open') params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * One moderation queue, filtered by status (and by kind where `showKindFilter`); open means
 * pending or reported since publication, oldest first. Each item can be approved, rejected with
 * a reason the author reads, or corrected and approved. A decided item leaves the list at once;
 * the page then reloads its queue. The editors' `/redaktion/moderation` shows every kind, the
 * curators' `/recommendationscomments` the comments on their own lists; `path` is the page's
 * address, `moderate` the call that decides.
 */
export function ModerationQueue({
  path,
  data,
  moderate,
  showKindFilter,
}: {
  path: string;
  data: ModerationData;
  moderate: ModerateFn;
  showKindFilter: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const { query } = data;
  const view = searchOf(query).toString();
  // decided here, but maybe still in the answer until the queue is read again
  const [decided, setDecided] = useState<{ view: string; keys: ReadonlySet<string> }>({
    view,
    keys: new Set(),
  });
  const loading = navigation.state === 'loading' && navigation.location.pathname === path;

  const navigateTo = (next: Partial<ModerationQuery>) =>
    setSearchParams(searchOf({ ...query, page: 1, ...next }));
  const moderated = (item: ModerationQueueItem) => {
    setDecided((known) => ({
      view,
      keys: new Set(known.view === view ? known.keys : []).add(keyOf(item)),
    }));
    void revalidator.revalidate();
  };
  const queue = data.queue;
  const hidden = decided.view === view ? decided.keys : new Set<string>();
  const items = queue?.items.filter((item) => !hidden.has(keyOf(item))) ?? [];
  const open = queue?.open;
  const kindOptions = [
    {
      value: ALL,
      label: open
        ? t('editorial.kindAllCount', {
            count: open.review + open.magazine_comment + open.recommendation_comment,
          })
        : t('editorial.kindAll'),
    },
    ...moderationKindValues.map((kind) => ({
      value: kind,
      label: open ? t(KIND_KEYS[kind].filter, { count: open[kind] }) : t(KIND_NAMES[kind]),
    })),
  ];
  const statusOptions = QUEUE_STATUSES.map((status) => ({
    value: status,
    label: t(QUEUE_STATUS_KEYS[status]),
  }));
  const chooseKind = (value: string) =>
    navigateTo({ kind: value === ALL ? undefined : (value as ModerationKind) });
  const chooseStatus = (value: string) => navigateTo({ status: value as ModerationQueueStatus });

  return (
    <Stack gap="lg">
      {/* phones get selects: four segments with counts do not fit at 390 px */}
      {showKindFilter && (
        <>
          <SegmentedControl
            visibleFrom="sm"
            aria-label={t('editorial.kindFilter')}
            value={query.kind ?? ALL}
            onChange={chooseKind}
            data={kindOptions}
          />
          <NativeSelect
            hiddenFrom="sm"
            label={t('editorial.kindFilter')}
            value={query.kind ?? ALL}
            onChange={(event) => chooseKind(event.currentTarget.value)}
            data={kindOptions}
          />
        </>
      )}
      <SegmentedControl
        visibleFrom="sm"
        aria-label={t('editorial.statusFilter')}
        value={query.status}
        onChange={chooseStatus}
        data={statusOptions}
      />
      <NativeSelect
        hiddenFrom="sm"
        label={t('editorial.statusFilter')}
        value={query.status}
        onChange={(event) => chooseStatus(event.currentTarget.value)}
        data={statusOptions}
      />
      {loading && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('editorial.loadingQueue')}</Text>
        </Group>
      )}
      {data.error !== null ? (
        <Callout color="red" title={t('editorial.queueLoadFailed')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{data.error}</Text>
            <Button
              size="xs"
              variant="light"
              loading={revalidator.state === 'loading'}
              onClick={() => void revalidator.revalidate()}
            >
              {t('editorial.retry')}
            </Button>
          </Stack>
        </Callout>
      ) : items.length === 0 ? (
        <Text>{query.status === 'open' ? t('editorial.queueEmptyOpen') : t('editorial.queueEmpty')}</Text>
      ) : (
        <>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t(QUEUE_STATUS_KEYS[query.status])}
          >
            {items.map((item) => (
              <ModerationCard key={keyOf(item)} item={item} moderate={moderate} onModerated={moderated} />
            ))}
          </Stack>
          <QueuePagination
            total={data.queue.pages}
            value={query.page}
            onChange={(page) => navigateTo({ page })}
          />
        </>
      )}
    </Stack>
  );
}
