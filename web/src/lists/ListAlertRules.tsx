import { Alert, Button, Card, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ALERT_LIMITS,
  LANGUAGE_NAMES,
  languageName,
  lowWindowValues,
  type CreateListAlertRuleRequest,
  type ListAlertRule,
  type LowWindow,
  type UserListDetail,
} from '@spielraum/schema';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../app/use-mutation';
import { createListAlertRule, deleteListAlertRule, fetchListAlertRules } from './lists-api';

const WINDOW_KEYS = {
  '30d': 'lists.ruleWindow30d',
  '52w': 'lists.ruleWindow52w',
  all: 'lists.ruleWindowAll',
} as const satisfies Record<LowWindow, string>;
const ALL_EDITIONS = '';

/** The rule in words: "Jedes Spiel 20 % unter dem Preis beim Anlegen" or "bei jedem Allzeittief". */
function useRuleText() {
  const { t } = useTranslation();
  return (rule: ListAlertRule) => {
    const condition =
      rule.kind === 'discount'
        ? t('lists.ruleDiscountText', { percent: rule.discount_percent ?? 0 })
        : t('lists.ruleLowText', { window: t(WINDOW_KEYS[rule.low_window ?? 'all']) });
    return rule.language === null
      ? condition
      : t('lists.ruleWithEdition', { condition, language: languageName(rule.language) });
  };
}

function RuleRow({
  list,
  rule,
  onChanged,
}: {
  list: UserListDetail;
  rule: ListAlertRule;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const text = useRuleText()(rule);
  const remove = useMutation({
    mutate: () => deleteListAlertRule(list.id, rule.rule_id),
    successText: t('lists.ruleDeleted'),
    onSuccess: onChanged,
    apiMessage: 'always',
  });
  return (
    <Card withBorder padding="sm" component="li" aria-label={text}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600}>{text}</Text>
          <Text size="sm" c="dimmed">
            {t('lists.ruleAlerts', { count: rule.alerts })}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={remove.busy}
          onClick={() => void remove.run()}
          aria-label={t('lists.ruleDeleteLabel', { rule: text })}
        >
          {t('lists.ruleDelete')}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * A wish list's "Benachrichtigungsregel": one alert rule for every game on it, games added later
 * included ("jedes Spiel N % unter dem heutigen Preis", or at every 30-day, 52-week or all-time
 * low; optionally one language edition). Its alerts appear on /alerts marked with the list.
 */
export function ListAlertRules({ list }: { list: UserListDetail }) {
  const { t } = useTranslation();
  const formId = useId();
  const [rules, setRules] = useState<ListAlertRule[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [kind, setKind] = useState<'discount' | 'low'>('discount');
  const [percent, setPercent] = useState(String(ALERT_LIMITS.discountChoices[2]));
  const [window, setWindow] = useState<LowWindow>('30d');
  const [language, setLanguage] = useState(ALL_EDITIONS);

  const load = useCallback(() => {
    const controller = new AbortController();
    fetchListAlertRules(list.id, { signal: controller.signal }).then(
      (answer) => {
        setRules(answer.data.rules);
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [list.id]);
  useEffect(load, [load]);

  const create = useMutation({
    mutate: (request: CreateListAlertRuleRequest) => createListAlertRule(list.id, request),
    successText: t('lists.ruleCreated'),
    onSuccess: () => void load(),
    apiMessage: 'always',
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const edition = language === ALL_EDITIONS ? null : language;
    void create.run(
      kind === 'discount'
        ? { kind, discount_percent: Number(percent), language: edition }
        : { kind, low_window: window, language: edition },
    );
  };

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      id="benachrichtigungsregel"
      aria-labelledby={`${formId}-heading`}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${formId}-heading`}>
          {t('lists.rulesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('lists.rulesIntro')}
        </Text>
        {failed && (
          <Alert color="red" role="alert">
            {t('lists.rulesLoadFailed')}
          </Alert>
        )}
        {rules !== null && rules.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {rules.map((rule) => (
              <RuleRow key={rule.rule_id} list={list} rule={rule} onChanged={() => void load()} />
            ))}
          </Stack>
        )}
        {rules !== null && rules.length === 0 && <Text size="sm">{t('lists.rulesNone')}</Text>}
        <form onSubmit={submit} noValidate aria-label={t('lists.ruleFormLabel')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('lists.ruleKindLabel')}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as 'discount' | 'low')}
              data={[
                { value: 'discount', label: t('lists.ruleKindDiscount') },
                { value: 'low', label: t('lists.ruleKindLow') },
              ]}
              style={{ flex: '1 1 200px' }}
            />
            {kind === 'discount' ? (
              <NativeSelect
                label={t('lists.rulePercentLabel')}
                value={percent}
                onChange={(event) => setPercent(event.currentTarget.value)}
                data={ALERT_LIMITS.discountChoices.map((choice) => ({
                  value: String(choice),
                  label: t('lists.rulePercentOption', { percent: choice }),
                }))}
                style={{ flex: '1 1 160px' }}
              />
            ) : (
              <NativeSelect
                label={t('lists.ruleWindowLabel')}
                value={window}
                onChange={(event) => setWindow(event.currentTarget.value as LowWindow)}
                data={lowWindowValues.map((value) => ({ value, label: t(WINDOW_KEYS[value]) }))}
                style={{ flex: '1 1 160px' }}
              />
            )}
            <NativeSelect
              label={t('lists.ruleEditionLabel')}
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value)}
              data={[
                { value: ALL_EDITIONS, label: t('lists.ruleEditionAll') },
                ...Object.keys(LANGUAGE_NAMES).map((code) => ({
                  value: code,
                  label: t('lists.ruleEditionOnly', { language: languageName(code) }),
                })),
              ]}
              style={{ flex: '1 1 160px' }}
            />
            <Button type="submit" loading={create.busy}>
              {t('lists.ruleCreate')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
