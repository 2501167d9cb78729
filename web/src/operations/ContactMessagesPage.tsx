import {
  Alert as Callout,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CONTACT_LIMITS, type ContactMessage, type ContactMessageStatus } from '@spielraum/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { useMutation } from '../app/use-mutation';
import { resendContactMessage } from './operations-api';
import {
  contactMessagesSearch,
  type ContactMessagesData,
  type ContactMessagesQuery,
} from './operations-data';
// the back office's texts load with its pages, so the public pages do not download them
import './page-texts';

const PATH = '/betrieb/kontakt';

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A `mailto:` link; the address stays readable, anything that would start a header is encoded. */
function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}

function MailBadge({ item }: { item: ContactMessage }) {
  const { t } = useTranslation();
  if (item.mailed_at !== null)
    return (
      // the light variant's own text colour (even green 9) is too pale on its tint for 4.5:1; the tint says the state
      <Badge variant="light" color="green" tt="none" style={{ '--badge-color': 'var(--mantine-color-text)' }}>
        {t('operations.contact.mailed')}
      </Badge>
    );
  return (
    <Badge
      variant="light"
      color={item.mail_error === null ? 'gray' : 'red'}
      style={{ '--badge-color': 'var(--mantine-color-text)' }}
      tt="none"
      // the transport's reason can be long: wrap it instead of cutting it off
      styles={{
        root: { height: 'auto', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: 2 },
      }}
    >
      {item.mail_error === null
        ? t('operations.contact.notMailed')
        : t('operations.contact.mailFailed', { error: item.mail_error })}
    </Badge>
  );
}

type ResendResult = { kind: 'sent' } | { kind: 'failed'; message: string };

function ContactMessageItem({ item: loaded, onFailed }: { item: ContactMessage; onFailed(): void }) {
  const { t } = useTranslation();
  const nameId = useId();
  // the answer of a successful resend is newer than the page's data until it is read again
  const [resent, setResent] = useState<ContactMessage | null>(null);
  const [result, setResult] = useState<ResendResult | null>(null);
  const sentNote = useRef<HTMLParagraphElement>(null);
  const item = resent ?? loaded;
  const resend = useMutation({
    mutate: () => resendContactMessage(item.id),
    onSuccess: (answer) => {
      setResent(answer.data);
      setResult({ kind: 'sent' });
    },
    describeError: (error) => {
      setResult({ kind: 'failed', message: error.message });
      return null;
    },
    onFailure: onFailed,
  });

  // the button goes away once the mail is out: keyboard focus moves to the note saying so
  useEffect(() => {
    if (result?.kind === 'sent') sentNote.current?.focus();
  }, [result]);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      aria-label={t('operations.contact.item', { name: item.name })}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Title order={2} size="h4" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Title>
            <Anchor href={mailtoHref(item.email)} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.email}
            </Anchor>
          </Stack>
          <Text size="sm" c="dimmed" component="time" dateTime={item.created_at}>
            {t('operations.contact.receivedAt', { time: berlinTime.format(new Date(item.created_at)) })}
          </Text>
        </Group>
        <div>
          <MailBadge item={item} />
        </div>
        {/* text, not HTML: React escapes it; pre-wrap keeps the sender's line breaks */}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.message}</Text>
        {item.mailed_at === null && (
          <Group>
            <Button
              size="xs"
              variant="light"
              loading={resend.busy}
              onClick={() => void resend.run()}
              aria-describedby={nameId}
            >
              {t('operations.contact.resend')}
            </Button>
          </Group>
        )}
        {result?.kind === 'sent' && (
          <Text ref={sentNote} size="sm" c="green.8" role="status" tabIndex={-1}>
            {t('operations.contact.resent')}
          </Text>
        )}
        {result?.kind === 'failed' && (
          <Callout color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{result.message}</Text>
          </Callout>
        )}
      </Stack>
    </Card>
  );
}

function ContactPagination({
  query,
  pages,
  onChange,
}: {
  query: ContactMessagesQuery;
  pages: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('operations.contact.pagination')}>
      <Pagination
        total={pages}
        value={Math.min(query.page, pages)}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? t('operations.contact.previousPage')
              : control === 'next'
                ? t('operations.contact.nextPage')
                : undefined,
        })}
        getItemProps={(page) => ({ 'aria-label': t('operations.contact.pageLabel', { page }) })}
      />
    </Group>
  );
}

/**
 * `/betrieb/kontakt?status=failed&page=`: the contact form's messages, newest first, with whether
 * their mail to the team went out; a message whose mail did not can be sent again.
 */
export function ContactMessagesPage() {
  const { t } = useTranslation();
  const data = useLoaderData<ContactMessagesData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const { query } = data;
  // a failed resend reads the page again in the background; only a retry shows the loading state
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === PATH) ||
    (revalidator.state === 'loading' && data.error !== null);

  const show = (next: Partial<ContactMessagesQuery>) =>
    setSearchParams(contactMessagesSearch({ ...query, ...next }));
  const refresh = () => void revalidator.revalidate();

  const list = data.list;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.rows_per_page)) : 1;

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: t('operations.contact.title') })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/betrieb" size="sm">
          {t('operations.backToOperations')}
        </Anchor>
        <div>
          <Title order={1}>{t('operations.contact.title')}</Title>
          <Text c="dimmed">{t('operations.contact.intro')}</Text>
          <Text c="dimmed" size="sm" mt={4}>
            {t('operations.contact.retention', { days: CONTACT_LIMITS.retentionDays })}
          </Text>
        </div>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="contact-messages-filter">
              {t('operations.contact.filter')}
            </Text>
            <SegmentedControl
              aria-labelledby="contact-messages-filter"
              value={query.status}
              onChange={(value) => show({ status: value as ContactMessageStatus, page: 1 })}
              data={[
                { value: 'all', label: t('operations.contact.filterAll') },
                { value: 'failed', label: t('operations.contact.filterFailed') },
              ]}
            />
          </Stack>
          {list && list.total > 0 && !loading && (
            <Text size="sm" c="dimmed">
              {t('operations.contact.total', { count: list.total })}
            </Text>
          )}
        </Group>
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{t('operations.contact.loading')}</Text>
          </Group>
        ) : data.error !== null ? (
          <Callout color="red" variant="light" role="alert" title={t('operations.contact.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{data.error}</Text>
              <Button variant="default" size="xs" onClick={refresh}>
                {t('operations.retry')}
              </Button>
            </Stack>
          </Callout>
        ) : data.list.messages.length === 0 ? (
          data.list.total > 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>{t('operations.contact.pageEmpty')}</Text>
              <Button variant="default" size="xs" onClick={() => show({ page: 1 })}>
                {t('operations.contact.firstPage')}
              </Button>
            </Stack>
          ) : (
            <Text>
              {query.status === 'failed'
                ? t('operations.contact.emptyFailed')
                : t('operations.contact.empty')}
            </Text>
          )
        ) : (
          <>
            {/* keyed by the address: a resend's note belongs to the page it was made on */}
            <Stack key={location.search} component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.list.messages.map((item) => (
                <ContactMessageItem key={item.id} item={item} onFailed={refresh} />
              ))}
            </Stack>
            <ContactPagination query={query} pages={pages} onChange={(page) => show({ page })} />
          </>
        )}
      </Stack>
    </Container>
  );
}
