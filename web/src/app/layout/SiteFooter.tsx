import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { STATIC_PAGES } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConsentSettings } from '../consent/consent-store';
import { useLocalizedTitle } from '../../i18n/localized';
import classes from './layout.module.css';

/** Links to the magazine, the recommendation lists, the price drops and the static pages, and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  return (
    <Box component="footer" className={classes.footer} py="xl">
      <Container size="xl">
        <Stack gap="md">
          <Group component="nav" aria-label={t('layout.footerNavLabel')} gap="lg" wrap="wrap">
            <Anchor component={Link} to="/magazine" size="sm" c="dark.6">
              {t('layout.footerMagazine')}
            </Anchor>
            <Anchor component={Link} to="/recommendations" size="sm" c="dark.6">
              {t('layout.footerRecommendations')}
            </Anchor>
            <Anchor component={Link} to="/preisstuerze" size="sm" c="dark.6">
              {t('layout.footerDeals')}
            </Anchor>
            {STATIC_PAGES.map((page) => (
              <Anchor key={page.path} component={Link} to={`/${page.path}`} size="sm" c="dark.6">
                {localized(page.title)}
              </Anchor>
            ))}
            <Anchor component={Link} to="/haendler/login" size="sm" c="dark.6">
              {t('layout.footerDealerLogin')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" c="dark.6" onClick={openConsentSettings}>
              {t('layout.footerConsent')}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            {t('layout.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
