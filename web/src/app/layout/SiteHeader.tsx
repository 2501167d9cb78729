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

/**
 * Wordmark, main menu (burger drawer on phones), the search field a feature hands in (it places
 * itself: between menu and account corner, on phones in a row of its own below them) and the
 * account corner (login or user menu).
 */
export function SiteHeader({ accountCorner, search }: { accountCorner: ReactNode; search?: ReactNode }) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" mih={64}>
        <Group mih={64} justify="space-between" wrap="wrap" gap="md" style={{ rowGap: 0 }}>
          <Group gap="md" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <MobileMenu />
              <Wordmark />
            </Group>
            <MainMenu />
          </Group>
          {search}
          <Group gap="xs" wrap="nowrap">
            {accountCorner}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
