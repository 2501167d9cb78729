import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput, useMatches } from '@mantine/core';
import {
  ALERT_LIMITS,
  discountThresholdCents,
  formatEuroAmount,
  formatEuroCents,
  languageName,
  lowWindowValues,
  message,
  type LowWindow,
} from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../app/use-mutation';
import { parseEuroInput } from './euro-input';
// the list, alert and notification texts load with the modules that show them, not with every page
import './page-texts';

export interface PriceThreshold {
  desired_price?: number | null;
  desired_discount_percent?: number | null;
  low_window?: LowWindow | null;
  language?: string | null;
}

/** The game's current lows per window (cents), shown beside the low choices when known. */
export type WindowLows = Partial<Record<LowWindow, number | null>>;

type Mode = 'price' | 'discount' | 'low';

/** The text key of each low window ("30-Tage-Tief", ...). */
export const LOW_WINDOW_KEYS = {
  '30d': 'alerts.lowWindow30d',
  '52w': 'alerts.lowWindow52w',
  all: 'alerts.lowWindowAll',
} as const satisfies Record<LowWindow, string>;
const ALL_EDITIONS = 'all';

/**
 * The price-alert form of the game page and of /alerts: a desired total incl. shipping typed the
 * German way ("12,99"), "N+ % sparen" relative to the current best total (only when there is
 * an offer), or "beim Tiefstpreis" of 30 days, 52 weeks or all time. With `languages` (the
 * game's editions, two or more) the alert can be limited to one edition's offers. `save` is the
 * API call; server refusals (e.g. the identical-alert text) come as toasts, field messages land
 * under the fields, and `onSaved` runs after the success toast.
 */
export function PriceAlertForm({
  bestTotal: allEditionsBest,
  bestTotalByLanguage = {},
  lows = {},
  languages = [],
  initial,
  submitLabel,
  save,
  successText,
  onSaved,
  onCancel,
}: {
  bestTotal: number | null;
  /** The best total of each language edition's offers, which a limited alert compares instead. */
  bestTotalByLanguage?: Readonly<Record<string, number | null>>;
  lows?: WindowLows;
  /** Languages of the game's editions; a choice of edition is offered from two on. */
  languages?: readonly string[];
  initial?: PriceThreshold;
  submitLabel: string;
  save(threshold: PriceThreshold): Promise<unknown>;
  successText: string;
  onSaved(): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(
    initial?.low_window
      ? 'low'
      : initial?.desired_discount_percent && allEditionsBest !== null
        ? 'discount'
        : 'price',
  );
  const [window, setWindow] = useState<string | null>(initial?.low_window ?? '30d');
  const [language, setLanguage] = useState<string | null>(initial?.language ?? ALL_EDITIONS);
  // a saving is relative to what the alert compares: the chosen edition's best total
  const bestTotal =
    language !== null && language !== ALL_EDITIONS && language in bestTotalByLanguage
      ? (bestTotalByLanguage[language] ?? null)
      : allEditionsBest;
  // three choices do not fit side by side in a phone's dialog
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  const [price, setPrice] = useState(initial?.desired_price ? formatEuroAmount(initial.desired_price) : '');
  const [percent, setPercent] = useState<string | null>(
    String(initial?.desired_discount_percent ?? ALERT_LIMITS.discountChoices[1]),
  );
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutate: save,
    successText,
    onSuccess: onSaved,
    apiMessage: 'always',
    fieldErrors: (fields) => {
      const text =
        fields.desired_price ?? fields.desired_discount_percent ?? fields.low_window ?? fields.language;
      if (text) setError(text);
    },
    toastWithFieldErrors: true,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    let threshold: PriceThreshold;
    if (mode === 'price') {
      const cents = parseEuroInput(price);
      if (cents === null) {
        setError(price.trim() === '' ? t('messages.required') : t('messages.invalidPrice'));
        return;
      }
      if (cents > ALERT_LIMITS.maxDesiredPriceCents) {
        setError(message('alertPriceRange', { amount: '100.000' }));
        return;
      }
      threshold = { desired_price: cents };
    } else if (mode === 'discount') {
      threshold = { desired_discount_percent: Number(percent) };
    } else {
      threshold = { low_window: (window ?? '30d') as LowWindow };
    }
    if (languages.length > 1 && language !== null && language !== ALL_EDITIONS) threshold.language = language;
    await mutation.run(threshold);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {bestTotal !== null && (
          <Text size="sm">{t('alerts.currentBest', { price: formatEuroCents(bestTotal) })}</Text>
        )}
        <div>
          <Text size="sm" fw={500} mb={4} id="price-alert-mode">
            {t('alerts.modeLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="price-alert-mode"
            value={mode}
            orientation={orientation}
            fullWidth
            onChange={(value) => {
              setMode(value as Mode);
              setError(null);
            }}
            data={[
              { value: 'price', label: t('alerts.modePrice') },
              { value: 'discount', label: t('alerts.modeDiscount'), disabled: bestTotal === null },
              { value: 'low', label: t('alerts.modeLow') },
            ]}
          />
        </div>
        {mode === 'low' ? (
          <Select
            label={t('alerts.lowWindowLabel')}
            value={window}
            onChange={setWindow}
            allowDeselect={false}
            error={error}
            description={t('alerts.lowHint')}
            data={lowWindowValues.map((value) => {
              const low = lows[value];
              return {
                value,
                label:
                  low === undefined || low === null
                    ? t(LOW_WINDOW_KEYS[value])
                    : t('alerts.lowWindowOption', {
                        window: t(LOW_WINDOW_KEYS[value]),
                        price: formatEuroCents(low),
                      }),
              };
            })}
          />
        ) : mode === 'price' ? (
          <TextInput
            label={t('alerts.desiredPriceLabel')}
            placeholder={t('alerts.desiredPricePlaceholder')}
            inputMode="decimal"
            rightSection="€"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            error={error}
            required
            data-autofocus
          />
        ) : (
          <Select
            label={t('alerts.discountLabel', { price: formatEuroCents(bestTotal ?? 0) })}
            value={percent}
            onChange={setPercent}
            allowDeselect={false}
            error={error}
            data={ALERT_LIMITS.discountChoices.map((choice) => ({
              value: String(choice),
              label: t('alerts.discountOption', {
                percent: choice,
                threshold: formatEuroCents(discountThresholdCents(bestTotal ?? 0, choice)),
              }),
            }))}
          />
        )}
        {bestTotal === null && (
          <Text size="xs" c="dimmed">
            {t('alerts.discountNoOffer')}
          </Text>
        )}
        {languages.length > 1 && (
          <Select
            label={t('alerts.editionLabel')}
            value={language}
            onChange={setLanguage}
            allowDeselect={false}
            data={[
              { value: ALL_EDITIONS, label: t('alerts.editionAll') },
              ...languages.map((code) => ({
                value: code,
                label: t('alerts.editionOnly', { language: languageName(code) }),
              })),
            ]}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('alerts.totalHint')}
        </Text>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('alerts.cancel')}
            </Button>
          )}
          <Button type="submit" loading={mutation.busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
