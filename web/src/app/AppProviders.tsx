import { MantineProvider } from '@mantine/core';
import { LIMITS } from '@spielraum/schema';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';
import { LazyNotifications } from './LazyNotifications';

/** Mantine (theme, toasts at the top for 5 s per SPEC §9) and i18next around the router. */
export function AppProviders({
  i18n,
  env = 'default',
  children,
}: {
  i18n: i18n;
  /** 'test' turns off Mantine's transitions and portals for Testing Library. */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <LazyNotifications position="top-center" autoClose={LIMITS.toastTimeoutMs} limit={5} />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
