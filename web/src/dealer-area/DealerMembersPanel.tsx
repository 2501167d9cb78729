import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteDealerMemberRequestSchema, type DealerMember } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { useMutation } from '../app/use-mutation';
import { formatBerlinDate } from '../shared/format';
import { fetchShopMembers, inviteShopMember, removeShopMember } from './dealer-area-api';
import './page-texts';

type MembersState =
  { kind: 'loading' } | { kind: 'loaded'; members: DealerMember[] } | { kind: 'failed'; message: string };

function MemberRow({ member, onRemove }: { member: DealerMember; onRemove(member: DealerMember): void }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" py="xs">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('dealerArea.members.since', { date: formatBerlinDate(member.member_since) })}
          </Text>
          {member.pending && (
            <Badge
              variant="light"
              color="yellow"
              tt="none"
              style={{ '--badge-color': 'var(--mantine-color-text)' }}
            >
              {t('dealerArea.members.pending')}
            </Badge>
          )}
        </Group>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={() => onRemove(member)}
        aria-label={t('dealerArea.members.removeLabel', { email: member.email })}
      >
        {t('dealerArea.members.remove')}
      </Button>
    </Group>
  );
}

/**
 * The people who manage a shop in the dealer area, for the operators' dealer page: the list,
 * an e-mail field to invite someone (a new address gets an account and a link to set its
 * password, a known one is linked and told) and removing with a confirmation.
 */
export function DealerMembersPanel({ dealerId }: { dealerId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [state, setState] = useState<MembersState>({ kind: 'loading' });
  const [removing, setRemoving] = useState<DealerMember | null>(null);

  const read = useCallback(() => {
    const controller = new AbortController();
    fetchShopMembers(dealerId, { signal: controller.signal }).then(
      (answer) => setState({ kind: 'loaded', members: answer.data.members }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'failed',
          message: error instanceof ApiRequestError ? error.message : String(error),
        });
      },
    );
    return () => controller.abort();
  }, [dealerId]);
  useEffect(read, [read]);
  const retry = () => {
    setState({ kind: 'loading' });
    read();
  };

  const form = useForm({
    initialValues: { email: '' },
    validate: zod4Resolver(inviteDealerMemberRequestSchema),
  });
  const invite = useMutation({
    mutate: inviteShopMember,
    successText: (answer, input) =>
      answer.data.outcome === 'new_account'
        ? t('dealerArea.members.invitedNew', { email: input.email })
        : answer.data.outcome === 'invited_again'
          ? t('dealerArea.members.invitedAgain', { email: input.email })
          : t('dealerArea.members.linked', { email: input.email }),
    fieldErrors: (fields) => form.setErrors(fields),
    onSuccess: (answer) => {
      form.reset();
      setState((current) =>
        current.kind !== 'loaded'
          ? current
          : {
              kind: 'loaded',
              members: [
                ...current.members.filter((entry) => entry.uuid !== answer.data.member.uuid),
                answer.data.member,
              ],
            },
      );
    },
  });
  const remove = useMutation({
    mutate: (member: DealerMember) => removeShopMember({ dealerId, uuid: member.uuid }),
    successText: (_answer, member) => t('dealerArea.members.removed', { email: member.email }),
    onSuccess: (_answer, member) => {
      setRemoving(null);
      setState((current) =>
        current.kind !== 'loaded'
          ? current
          : { kind: 'loaded', members: current.members.filter((entry) => entry.uuid !== member.uuid) },
      );
    },
  });
  const submit = form.onSubmit((values) => void invite.run({ dealerId, email: values.email.trim() }));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('dealerArea.members.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dealerArea.members.intro')}
        </Text>
        <div aria-live="polite">
          {state.kind === 'loading' && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('dealerArea.members.loading')}
              </Text>
            </Group>
          )}
          {state.kind === 'failed' && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('dealerArea.members.loadFailed', { message: state.message })}</Text>
                <Button variant="default" size="xs" onClick={retry}>
                  {t('dealerArea.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {state.kind === 'loaded' && state.members.length === 0 && (
            <Text size="sm">{t('dealerArea.members.empty')}</Text>
          )}
        </div>
        {state.kind === 'loaded' && state.members.length > 0 && (
          <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {state.members.map((member) => (
              <MemberRow key={member.uuid} member={member} onRemove={setRemoving} />
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('dealerArea.members.inviteLabel')}
              type="email"
              autoComplete="off"
              style={{ flex: '1 1 16rem' }}
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={invite.busy}>
              {t('dealerArea.members.invite')}
            </Button>
          </Group>
        </form>
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('dealerArea.members.removeTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('dealerArea.members.removeText', { email: removing?.email ?? '' })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('dealerArea.members.cancel')}
            </Button>
            <Button color="red" loading={remove.busy} onClick={() => removing && void remove.run(removing)}>
              {t('dealerArea.members.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
