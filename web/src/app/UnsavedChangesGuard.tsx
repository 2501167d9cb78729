import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker } from 'react-router';

/**
 * SPEC §4: leaving with unsaved fields shows a warning (in-app navigation and closing the tab).
 * Only a change of path is stopped: a form's own search parameters may change freely.
 */
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
      title={t('app.unsavedTitle')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Text mb="md">{t('messages.unsavedChanges')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('app.unsavedStay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('app.unsavedLeave')}
        </Button>
      </Group>
    </Modal>
  );
}
