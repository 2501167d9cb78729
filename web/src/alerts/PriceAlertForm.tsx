import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  ALERT_LIMITS,
  discountThresholdCents,
  formatEuroAmount,
  formatEuroCents,
  message,
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
}

/**
 * The price-alert form of the game page and of /alerts: a desired total incl. shipping typed the
 * German way ("12,99"), or "N+ % sparen" relative to the current best total (only when there is
 * an offer). `save` is the API call; server refusals (e.g. the identical-alert text) come as
 * toasts, field messages land under the fields, and `onSaved` runs after the success toast.
 */
export function PriceAlertForm({
  bestTotal,
  initial,
  submitLabel,
  save,
  successText,
  onSaved,
  onCancel,
}: {
  bestTotal: number | null;
  initial?: PriceThreshold;
  submitLabel: string;
  save(threshold: PriceThreshold): Promise<unknown>;
  successText: string;
  onSaved(): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'price' | 'discount'>(
    initial?.desired_discount_percent && bestTotal !== null ? 'discount' : 'price',
  );
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
      const text = fields.desired_price ?? fields.desired_discount_percent;
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
    } else {
      threshold = { desired_discount_percent: Number(percent) };
    }
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
            onChange={(value) => {
              setMode(value as 'price' | 'discount');
              setError(null);
            }}
            data={[
              { value: 'price', label: t('alerts.modePrice') },
              { value: 'discount', label: t('alerts.modeDiscount'), disabled: bestTotal === null },
            ]}
          />
        </div>
        {mode === 'price' ? (
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
