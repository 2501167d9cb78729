import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  rejectionReasonText,
  reviewSortValues,
  type OwnReview,
  type Review,
  type ReviewSort,
  type ReviewsResponse,
} from '@spielraum/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthDialog } from '../app/auth-dialog-context';
import type { Intent } from '../app/layout/load-on-intent';
import { useSession } from '../app/session';
import { useMutation } from '../app/use-mutation';
import { formatBerlinDate } from '../shared/format';
import { ReportDialog } from '../shared/ReportDialog';
import { ReviewList, type ShownReview } from './ReviewArticle';
import { ReviewForm } from './ReviewForm';
import type { ReviewSummary } from './review-summary';
import { fetchReviews, setHelpful, withdrawReview } from './reviews-api';
import { Stars } from './Stars';
// the form's and dialogs' texts load with this part, not with every game page
import './page-texts';

type Reviews = ReviewsResponse['data'];

const STATUS_KEYS = {
  pending: 'reviews.statusPending',
  published: 'reviews.statusPublished',
  rejected: 'reviews.statusRejected',
} as const satisfies Record<OwnReview['status'], string>;
const STATUS_COLORS: Record<OwnReview['status'], string> = {
  pending: 'yellow',
  published: 'green',
  rejected: 'red',
};
const SORT_KEYS = {
  newest: 'reviews.sortNewest',
  helpful: 'reviews.sortHelpful',
} as const satisfies Record<ReviewSort, string>;

/** The signed-in user's own review in any state; the state, reason and note only they see. */
function OwnReviewBox({
  own,
  productId,
  onEdit,
  onWithdrawn,
}: {
  own: OwnReview;
  productId: number;
  onEdit(): void;
  onWithdrawn(): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation({
    mutate: () => withdrawReview(productId),
    successText: t('reviews.withdrawn'),
    onSuccess: onWithdrawn,
  });
  const reason = rejectionReasonText(own.rejection_reason) ?? own.rejection_reason;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} bg="gray.0">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {t('reviews.own')}
          </Title>
          <Badge
            color={STATUS_COLORS[own.status]}
            variant="light"
            tt="none"
            styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
          >
            {t(STATUS_KEYS[own.status])}
          </Badge>
        </Group>
        <Stars rating={own.rating} />
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {own.title}
        </Text>
        <Text size="sm" c="dimmed" component="time" dateTime={own.updated_at}>
          {formatBerlinDate(own.updated_at)}
        </Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{own.text}</Text>
        {own.status === 'rejected' && (reason !== null || own.moderator_note !== null) && (
          <Alert color="red" variant="light" p="xs">
            <Stack gap={2}>
              {reason !== null && <Text size="sm">{t('reviews.rejectionReason', { reason })}</Text>}
              {own.moderator_note !== null && (
                <Text size="sm">{t('reviews.moderatorNote', { note: own.moderator_note })}</Text>
              )}
            </Stack>
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('reviews.ownNote')}
        </Text>
        {confirming ? (
          <Group gap="xs" role="group" aria-label={t('reviews.withdrawQuestion')}>
            <Text size="sm">{t('reviews.withdrawQuestion')}</Text>
            <Button
              size="xs"
              color="red"
              loading={withdraw.busy}
              autoFocus
              onClick={() => void withdraw.run()}
            >
              {t('reviews.withdrawConfirm')}
            </Button>
            <Button size="xs" variant="default" disabled={withdraw.busy} onClick={() => setConfirming(false)}>
              {t('reviews.cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onEdit}>
              {t('reviews.edit')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
              {t('reviews.withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The interactive part of the game page's reviews, loaded by GameReviews when the user turns
 * to it: sorting (newest, most helpful) and paging, the own review with its state, the review
 * form, "Hilfreich" and "Melden". Visitors get the login dialog, unverified users a hint.
 */
export function ReviewsPanel({
  productId,
  title,
  initial,
  intent,
  onSummary,
}: {
  productId: number;
  title: string;
  /** The reviews the page's data brought, shown until the first answer. */
  initial: readonly ShownReview[];
  /** What the user did to GameReviews' placeholder before this part arrived. */
  intent: Intent;
  onSummary(summary: ReviewSummary): void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const dialog = useAuthDialog();
  const writeButton = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState<{ sort: ReviewSort; page: number }>({ sort: 'newest', page: 1 });
  const [attempt, setAttempt] = useState(0);
  const [reviews, setReviews] = useState<Reviews | null>(null);
  const [failed, setFailed] = useState(false);
  // a click on the placeholder before this part arrived counts as a click on "Bewertung schreiben"
  const [writing, setWriting] = useState(() => intent.opened && user !== null && user.verified);
  const [verifyHint, setVerifyHint] = useState(() => intent.opened && user !== null && !user.verified);
  const [saved, setSaved] = useState(false);
  const [reporting, setReporting] = useState<number | null>(null);
  const userId = user?.uuid ?? null;

  useEffect(() => {
    const controller = new AbortController();
    fetchReviews(productId, query, { signal: controller.signal }).then(
      (answer) => {
        setFailed(false);
        setReviews(answer);
        onSummary({ average: answer.average, count: answer.count, distribution: answer.distribution });
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
    // the viewer's votes and own review change with the signed-in user
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, query, attempt, userId]);

  const startWriting = () => {
    setSaved(false);
    if (user === null) dialog.open('login');
    else if (!user.verified) setVerifyHint(true);
    else setWriting(true);
  };

  // what the user did before this part arrived: the focus moves to the real button (the form
  // takes it when it opened), a visitor's click opens the login dialog
  useEffect(() => {
    if (intent.focused) writeButton.current?.focus();
    if (intent.opened && user === null) dialog.open('login');
    // only what the user did before the code arrived
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reload = () => setAttempt((count) => count + 1);
  const helpful = useMutation({
    mutate: (review: Review) => setHelpful(review.id, !review.voted),
    onSuccess: (answer, review) =>
      setReviews((current) =>
        current
          ? {
              ...current,
              reviews: current.reviews.map((shown) =>
                shown.id === review.id ? { ...shown, ...answer } : shown,
              ),
            }
          : current,
      ),
  });
  const signedIn = (then: () => void) => () => {
    if (user === null) dialog.open('login');
    else then();
  };

  const own = reviews?.own ?? null;
  const actions = (review: Review) =>
    review.own ? (
      <Text size="sm" c="dimmed">
        {t('reviews.helpful', { count: review.helpful_count })}
      </Text>
    ) : (
      <>
        <Button
          size="compact-sm"
          variant={review.voted ? 'light' : 'subtle'}
          aria-pressed={review.voted}
          loading={helpful.pending?.id === review.id}
          onClick={signedIn(() => void helpful.run(review))}
        >
          {t('reviews.helpful', { count: review.helpful_count })}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          aria-label={t('reviews.reportLabel', { author: review.author_name })}
          onClick={signedIn(() => setReporting(review.id))}
        >
          {t('reviews.report')}
        </Button>
      </>
    );

  return (
    <Stack gap="md">
      {!writing && (
        <Button ref={writeButton} variant="light" w="fit-content" onClick={startWriting}>
          {own ? t('reviews.editOwn') : t('reviews.write')}
        </Button>
      )}
      {verifyHint && user !== null && !user.verified && (
        <Alert color="blue" variant="light">
          <Text size="sm">
            {t('reviews.verifyHint')}{' '}
            <Anchor component={Link} to={`/verify/${user.uuid}`} size="sm">
              {t('reviews.verifyLink')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {saved && (
        <Alert color="green" variant="light" role="status">
          <Text size="sm">{t('reviews.saved')}</Text>
        </Alert>
      )}
      {writing && reviews !== null && (
        <ReviewForm
          productId={productId}
          gameTitle={title}
          own={own}
          onSaved={(review) => {
            setWriting(false);
            setSaved(true);
            setReviews((current) => (current ? { ...current, own: review } : current));
            // the saved review waits for the editors again: a published one leaves the list
            reload();
          }}
          onCancel={() => setWriting(false)}
        />
      )}
      {own !== null && !writing && (
        <OwnReviewBox
          own={own}
          productId={productId}
          onEdit={() => {
            setSaved(false);
            setWriting(true);
          }}
          onWithdrawn={() => {
            setSaved(false);
            setReviews((current) => (current ? { ...current, own: null } : current));
            reload();
          }}
        />
      )}
      {failed && (
        <Alert color="red" role="alert" title={t('reviews.loadFailed')}>
          <Button size="xs" variant="light" onClick={reload}>
            {t('reviews.retry')}
          </Button>
        </Alert>
      )}
      {reviews === null ? (
        <>
          {!failed && (
            <Text size="sm" c="dimmed" role="status">
              {t('reviews.loading')}
            </Text>
          )}
          <ReviewList reviews={initial} />
        </>
      ) : (
        reviews.count > 0 && (
          <>
            {reviews.count > 1 && (
              <NativeSelect
                label={t('reviews.sort')}
                w="fit-content"
                value={query.sort}
                onChange={(event) => setQuery({ sort: event.currentTarget.value as ReviewSort, page: 1 })}
                data={reviewSortValues.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
              />
            )}
            <ReviewList reviews={reviews.reviews} actions={actions} />
            {reviews.pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={reviews.pages}
                  value={query.page}
                  onChange={(page) => setQuery((current) => ({ ...current, page }))}
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'previous'
                        ? t('reviews.previousPage')
                        : control === 'next'
                          ? t('reviews.nextPage')
                          : undefined,
                  })}
                  getItemProps={(page) => ({ 'aria-label': t('reviews.pageLabel', { page }) })}
                  aria-label={t('reviews.pagination')}
                />
              </Group>
            )}
          </>
        )
      )}
      {reporting !== null && (
        <ReportDialog itemType="review" itemId={reporting} onClose={() => setReporting(null)} />
      )}
    </Stack>
  );
}
