import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker } from 'react-router';

/** SPEC §4: leaving with unsaved fields shows a warning (in-app navigation and closing the tab). */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload((event) => {
    if (dirty) event.preventDefault();
  });
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('accounts.unsavedTitle')}
      closeButtonProps={{ 'aria-label': t('accounts.close') }}
    >
      <Text mb="md">{t('messages.unsavedChanges')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('accounts.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('accounts.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
