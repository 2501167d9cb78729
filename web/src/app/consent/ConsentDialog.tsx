import './page-texts';
import { Anchor, Button, Modal, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { ConsentChoice, ConsentOption } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from '../use-mutation';
import { saveConsent } from './consent-api';
import { applyConsent, closeConsentSettings, currentConsent, settingsWereRequested } from './consent-store';
import classes from './consent.module.css';

const OPTIONS: readonly ConsentOption[] = ['history', 'analytics', 'social'];
const NONE: ConsentChoice = { history: false, analytics: false, social: false };
const ALL: ConsentChoice = { history: true, analytics: true, social: true };

/**
 * The cookie-consent dialog (SPEC §1): the three options with their details, "Alle ablehnen"
 * as easy as "Alle akzeptieren" (same size and weight, side by side), a saved choice logged by
 * the API. At the first visit it asks before anything that needs consent runs and closes only
 * with a choice; reopened from the footer it shows the current choice and may be closed.
 */
export function ConsentDialog() {
  const { t } = useTranslation();
  const reopened = settingsWereRequested() && currentConsent() !== null;
  const [choice, setChoice] = useState<ConsentChoice>(currentConsent() ?? NONE);
  const mutation = useMutation({
    mutate: saveConsent,
    onSuccess: ({ data }) => applyConsent(data),
    successText: reopened ? t('consent.saved') : undefined,
    failureText: t('consent.saveFailed'),
    apiMessage: [429],
  });
  const save = (next: ConsentChoice) => void mutation.run(next);

  return (
    <Modal
      opened
      onClose={closeConsentSettings}
      title={t('consent.title')}
      size="lg"
      centered
      // in the page's own markup, so the server renders it (a portal exists only in the browser)
      withinPortal={false}
      withCloseButton={reopened}
      closeOnClickOutside={reopened}
      closeOnEscape={reopened}
      closeButtonProps={{ 'aria-label': t('consent.close') }}
      classNames={{ title: classes.title }}
      data-testid="consent-dialog"
    >
      <Stack gap="md">
        <Text size="sm">
          {t('consent.intro')}{' '}
          <Anchor component={Link} to="/privacy-policy" size="sm" underline="always">
            {t('consent.privacyLink')}
          </Anchor>
        </Text>
        <div className={classes.option}>
          <Switch checked disabled label={t('consent.necessary')} description={t('consent.necessaryText')} />
        </div>
        {OPTIONS.map((option) => (
          <div key={option} className={classes.option}>
            <Switch
              checked={choice[option]}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setChoice((before) => ({ ...before, [option]: checked }));
              }}
              label={t(`consent.${option}`)}
              description={t(`consent.${option}Text`)}
            />
            <details className={classes.details}>
              <summary>{t('consent.details')}</summary>
              <Text size="xs" c="dimmed" mt={4}>
                {t(`consent.${option}Details`)}
              </Text>
            </details>
          </div>
        ))}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" className={classes.buttons}>
          <Button variant="filled" onClick={() => save(NONE)} loading={mutation.pending === NONE}>
            {t('consent.rejectAll')}
          </Button>
          <Button variant="outline" onClick={() => save(choice)} loading={mutation.pending === choice}>
            {t('consent.saveChoice')}
          </Button>
          <Button variant="filled" onClick={() => save(ALL)} loading={mutation.pending === ALL}>
            {t('consent.acceptAll')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
