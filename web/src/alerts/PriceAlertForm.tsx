import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { ALERT_LIMITS, message } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { formatEuroCents } from '../games/format';
import { formatEuroInput, parseEuroInput } from './euro-input';
// the list, alert and notification texts load with the modules that show them (issue 5)
import '../i18n/page-texts';

export interface PriceThreshold {
  desired_price?: number | null;
  desired_discount_percent?: number | null;
}

/** The total a "save N+ %" alert fires at, as the server computes it. */
export function discountThreshold(reference: number, percent: number): number {
  return Math.floor((reference * (100 - percent)) / 100);
}

/**
 * The price-alert form of the game page and of /alerts: a desired total incl. shipping typed the
 * German way ("12,99"), or "N+ % sparen" relative to the current best total (only when there is
 * an offer). Server refusals (e.g. the identical-alert text) are shown by the caller; field
 * messages land under the fields.
 */
export function PriceAlertForm({
  bestTotal,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  bestTotal: number | null;
  initial?: PriceThreshold;
  submitLabel: string;
  onSubmit(threshold: PriceThreshold): Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'price' | 'discount'>(
    initial?.desired_discount_percent && bestTotal !== null ? 'discount' : 'price',
  );
  const [price, setPrice] = useState(initial?.desired_price ? formatEuroInput(initial.desired_price) : '');
  const [percent, setPercent] = useState<string | null>(
    String(initial?.desired_discount_percent ?? ALERT_LIMITS.discountChoices[1]),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

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
    setSaving(true);
    try {
      await onSubmit(threshold);
    } catch (caught) {
      const field = caught instanceof ApiRequestError ? caught.fields : undefined;
      const text = field?.desired_price ?? field?.desired_discount_percent;
      if (text) setError(text);
    } finally {
      setSaving(false);
    }
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
                threshold: formatEuroCents(discountThreshold(bestTotal ?? 0, choice)),
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
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
