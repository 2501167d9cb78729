import { Alert, Anchor, Badge, Box, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMMENT_LIMITS,
  createCommentRequestSchema,
  type Comment,
  type CommentThread as Thread,
  type CreateCommentRequest,
} from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthDialog } from '../app/auth-dialog-context';
import { useSession } from '../app/session';
import { useMutation } from '../app/use-mutation';
import { formatBerlinDate } from '../shared/format';
import { ReportDialog } from '../shared/ReportDialog';
import { createComment, fetchCommentThread } from './comments-api';
// the comment texts load with the widget, not with every page
import './page-texts';

type Target = Thread['target_type'];
type Reply = Comment['replies'][number];

/** One comment or reply: author, date, "wartet auf Freigabe" while pending, the text as written. */
function CommentBody({ comment }: { comment: Reply }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {comment.author_name}
        </Text>
        <Text size="sm" c="dimmed" component="time" dateTime={comment.created_at}>
          {formatBerlinDate(comment.created_at)}
        </Text>
        {comment.status === 'pending' && (
          <Badge
            color="yellow"
            variant="light"
            tt="none"
            styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
          >
            {t('comments.pending')}
          </Badge>
        )}
      </Group>
      {/* plain text: React escapes it; pre-line keeps the writer's line breaks */}
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.text}</Text>
    </Stack>
  );
}

/** Writing a comment or a reply; validated with the API's own contract, so both show the same texts. */
function CommentForm({
  targetType,
  targetId,
  parentId,
  label,
  submitLabel,
  onSent,
  onCancel,
}: {
  targetType: Target;
  targetId: number;
  parentId: number | null;
  label: string;
  submitLabel: string;
  onSent(comment: Reply): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  const form = useForm<CreateCommentRequest>({
    initialValues: { target_type: targetType, target_id: targetId, parent_id: parentId, text: '' },
    validate: zod4Resolver(createCommentRequestSchema),
  });
  const send = useMutation({
    mutate: ({ parent_id, ...request }: CreateCommentRequest) =>
      createComment(parent_id == null ? request : { ...request, parent_id }),
    successText: t(targetType === 'recommendation_list' ? 'comments.sentOnList' : 'comments.sent'),
    onSuccess: (answer) => {
      form.reset();
      onSent(answer.data);
    },
    // SPEC §8 "Comment creation error"; the limit of pending comments is worded by the API
    failureText: t('messages.commentSaveFailed'),
    apiMessage: [429],
    fieldErrors: (fields) => {
      if (fields.text === undefined) return false;
      form.setFieldError('text', fields.text);
      return true;
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => void send.run(values))} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={COMMENT_LIMITS.textMaxLength}
          required
          autoFocus={parentId !== null}
          {...form.getInputProps('text')}
        />
        <Group gap="xs">
          <Button type="submit" loading={send.busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={send.busy}>
              {t('comments.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

type Writer = 'anonymous' | 'unverified' | 'verified';

function useWriter(): { writer: Writer; uuid: string | null } {
  const { user } = useSession();
  if (user === null) return { writer: 'anonymous', uuid: null };
  return { writer: user.verified ? 'verified' : 'unverified', uuid: user.uuid };
}

/** "Melden", quieter than "Antworten": named after whose comment or reply it reports. */
function ReportButton({ label, onClick }: { label: string; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      w="fit-content"
      aria-label={label}
      onClick={onClick}
    >
      {t('comments.report')}
    </Button>
  );
}

function TopLevelComment({
  comment,
  targetType,
  targetId,
  writer,
  onReplied,
  onReport,
}: {
  comment: Comment;
  targetType: Target;
  targetId: number;
  writer: Writer;
  onReplied(reply: Reply): void;
  /** Left out for visitors: the API takes reports from signed-in users only. */
  onReport?(commentId: number): void;
}) {
  const { t } = useTranslation();
  const dialog = useAuthDialog();
  const [replying, setReplying] = useState(false);
  // replies go to approved comments only: a pending one may still be rejected
  const canReply = comment.status === 'published' && writer !== 'unverified';
  // the API takes reports of published items of others only; the own ones are marked `own`
  const reportable = (item: Reply) => onReport !== undefined && item.status === 'published' && !item.own;
  const showReply = canReply && !replying;
  const showReport = reportable(comment);

  return (
    <Box component="li" aria-label={t('comments.commentBy', { author: comment.author_name })}>
      <Stack gap="xs">
        <CommentBody comment={comment} />
        {(showReply || showReport) && (
          <Group gap="xs">
            {showReply && (
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                onClick={() => (writer === 'anonymous' ? dialog.open('login') : setReplying(true))}
              >
                {t('comments.reply')}
              </Button>
            )}
            {showReport && (
              <ReportButton
                label={t('comments.reportComment', { author: comment.author_name })}
                onClick={() => onReport?.(comment.id)}
              />
            )}
          </Group>
        )}
        {(comment.replies.length > 0 || replying) && (
          <Stack gap="sm" pl="md" ml={4} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
            {comment.replies.length > 0 && (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {comment.replies.map((reply) => (
                  <li key={reply.id} aria-label={t('comments.replyBy', { author: reply.author_name })}>
                    <Stack gap="xs">
                      <CommentBody comment={reply} />
                      {reportable(reply) && (
                        <ReportButton
                          label={t('comments.reportReply', { author: reply.author_name })}
                          onClick={() => onReport?.(reply.id)}
                        />
                      )}
                    </Stack>
                  </li>
                ))}
              </Stack>
            )}
            {replying && (
              <CommentForm
                targetType={targetType}
                targetId={targetId}
                parentId={comment.id}
                label={t('comments.replyLabel', { author: comment.author_name })}
                submitLabel={t('comments.sendReply')}
                onSent={(reply) => {
                  setReplying(false);
                  onReplied(reply);
                }}
                onCancel={() => setReplying(false)}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The comments of a magazine post or a recommendation list (SPEC §3, §4): approved comments with
 * one level of replies, and the signed-in author's own pending ones marked "wartet auf Freigabe".
 * Signed-in, verified users write comments and replies; a sent one shows at once as pending.
 * Visitors get the login dialog, unverified users a hint. Signed-in users may report ("Melden")
 * the published comments and replies of others to the editorial team. Without `initialThread` (the page's
 * loader brings it along) the widget reads the thread itself.
 */
export function CommentThread({
  targetType,
  targetId,
  initialThread,
}: {
  targetType: Target;
  targetId: number;
  initialThread?: Thread;
}) {
  const { t } = useTranslation();
  const dialog = useAuthDialog();
  const { writer, uuid } = useWriter();
  const headingId = useId();
  const [thread, setThread] = useState<Thread | null>(initialThread ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [reporting, setReporting] = useState<number | null>(null);
  // a revalidated page (e.g. after signing in) brings a new thread: it replaces what is shown
  const [shownInitial, setShownInitial] = useState(initialThread);
  if (initialThread !== shownInitial) {
    setShownInitial(initialThread);
    if (initialThread) setThread(initialThread);
  }

  useEffect(() => {
    if (initialThread) return;
    const controller = new AbortController();
    fetchCommentThread({ target_type: targetType, target_id: targetId }, { signal: controller.signal }).then(
      (answer) => {
        setFailed(false);
        setThread(answer);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [initialThread, targetType, targetId, attempt]);

  const addComment = (comment: Reply) =>
    setThread((current) =>
      current ? { ...current, comments: [...current.comments, { ...comment, replies: [] }] } : current,
    );
  const addReply = (parentId: number) => (reply: Reply) =>
    setThread((current) =>
      current
        ? {
            ...current,
            comments: current.comments.map((comment) =>
              comment.id === parentId ? { ...comment, replies: [...comment.replies, reply] } : comment,
            ),
          }
        : current,
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {thread && thread.count > 0
            ? t('comments.titleWithCount', { count: thread.count })
            : t('comments.title')}
        </Title>
        {thread === null ? (
          failed ? (
            <Alert color="red" role="alert" title={t('comments.loadFailed')}>
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setFailed(false);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('comments.retry')}
              </Button>
            </Alert>
          ) : (
            <Text c="dimmed" role="status">
              {t('comments.loading')}
            </Text>
          )
        ) : thread.comments.length === 0 ? (
          <Text>{t('comments.empty')}</Text>
        ) : (
          <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
            {thread.comments.map((comment) => (
              <TopLevelComment
                key={comment.id}
                comment={comment}
                targetType={targetType}
                targetId={targetId}
                writer={writer}
                onReplied={addReply(comment.id)}
                onReport={writer === 'anonymous' ? undefined : setReporting}
              />
            ))}
          </Stack>
        )}

        {writer === 'verified' && (
          <CommentForm
            targetType={targetType}
            targetId={targetId}
            parentId={null}
            label={t('comments.writeLabel')}
            submitLabel={t('comments.send')}
            onSent={addComment}
          />
        )}
        {writer === 'anonymous' && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm">{t('comments.loginHint')}</Text>
            <Button variant="light" onClick={() => dialog.open('login')}>
              {t('comments.login')}
            </Button>
          </Group>
        )}
        {writer === 'unverified' && uuid !== null && (
          <Alert color="blue" variant="light">
            <Text size="sm">
              {t('comments.verifyHint')}{' '}
              <Anchor component={Link} to={`/verify/${uuid}`} size="sm">
                {t('comments.verifyLink')}
              </Anchor>
            </Text>
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t(
            targetType === 'recommendation_list'
              ? 'comments.moderationNoteOnList'
              : 'comments.moderationNote',
          )}
        </Text>
        {reporting !== null && (
          <ReportDialog itemType="comment" itemId={reporting} onClose={() => setReporting(null)} />
        )}
      </Stack>
    </Box>
  );
}
