import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';

function Wordmark() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.wordmark} aria-label={t('layout.homeLink')}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <circle cx="10" cy="10" r="3" fill="#fff" />
        <circle cx="16" cy="16" r="3" fill="#fff" />
        <circle cx="22" cy="22" r="3" fill="#fff" />
      </svg>
      <span className={classes.wordmarkText}>{t('app.name')}</span>
    </Link>
  );
}

/** Wordmark, main menu (burger drawer on phones) and the account corner (login or user menu). */
export function SiteHeader({ accountCorner }: { accountCorner: ReactNode }) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <MobileMenu />
              <Wordmark />
            </Group>
            <MainMenu />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {accountCorner}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
