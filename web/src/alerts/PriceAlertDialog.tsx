import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceAlertForm, type PriceThreshold } from './PriceAlertForm';
// the list, alert and notification texts load with the modules that show them (issue 5)
import '../i18n/page-texts';

/** The game page's "Preisalarm" dialog (loaded lazily by GameAlerts on first use). */
export function PriceAlertDialog({
  opened,
  title,
  bestTotal,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  bestTotal: number | null;
  onSubmit(threshold: PriceThreshold): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('accounts.close') }}
    >
      <PriceAlertForm
        bestTotal={bestTotal}
        submitLabel={t('alerts.setAlert')}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </Modal>
  );
}
