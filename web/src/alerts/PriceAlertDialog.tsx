import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../app/use-return-focus';
import { PriceAlertForm, type PriceThreshold, type WindowLows } from './PriceAlertForm';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

/** The game page's "Preisalarm" dialog (loaded lazily by GameAlerts on first use). */
export function PriceAlertDialog({
  opened,
  title,
  bestTotal,
  bestTotalByLanguage,
  lows,
  languages,
  save,
  onClose,
}: {
  opened: boolean;
  title: string;
  bestTotal: number | null;
  bestTotalByLanguage: Readonly<Record<string, number | null>>;
  lows: WindowLows;
  languages: readonly string[];
  /** Creates the alert; the dialog closes after it was saved. */
  save(threshold: PriceThreshold): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={title}
      closeButtonProps={{ 'aria-label': t('accounts.close') }}
    >
      <PriceAlertForm
        bestTotal={bestTotal}
        bestTotalByLanguage={bestTotalByLanguage}
        lows={lows}
        languages={languages}
        submitLabel={t('alerts.setAlert')}
        save={save}
        successText={t('alerts.created')}
        onSaved={onClose}
        onCancel={onClose}
      />
    </Modal>
  );
}
