import { Box, Progress, VisuallyHidden } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration, useNavigation } from 'react-router';
import classes from './layout.module.css';
import { hydrateLater } from '../HydrateLater';
import { ConsentHost } from '../consent/ConsentHost';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, useFocusOnNavigation } from './page-focus';

const LaterFooter = hydrateLater(SiteFooter);

function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      className={classes.progress}
      value={100}
      animated
      striped
      size="xs"
      radius={0}
      aria-label={t('app.navigating')}
    />
  );
}

/**
 * What the features put into the frame: the header's account corner (bell, user menu), the
 * provider of the sign-in dialog around the page, and what runs on every page without showing
 * anything (the web analytics' host). `routes.tsx` composes them, so the shell imports no
 * feature and features import only the shell.
 */
export interface SiteFrameParts {
  accountCorner: ReactNode;
  /** The header's search field. */
  headerSearch?: ReactNode;
  AccountProvider: ComponentType<{ children: ReactNode }>;
  pageServices?: ReactNode;
}

/**
 * The page frame every route shares: skip link, header, <main> and footer. The error page
 * renders it too, so errors keep the navigation around them.
 */
export function SiteFrame({ parts, children }: { parts: SiteFrameParts; children: ReactNode }) {
  const { t } = useTranslation();
  const { AccountProvider } = parts;
  const announcement = useFocusOnNavigation();
  return (
    <AccountProvider>
      <div className={classes.frame}>
        <ScrollRestoration getKey={(location) => location.pathname} />
        <NavigationProgress />
        <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
          {t('app.skipLink')}
        </a>
        <SiteHeader accountCorner={parts.accountCorner} search={parts.headerSearch} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {children}
        </Box>
        <LaterFooter />
        {/* says the new page's title after a navigation to a page without a heading; a live region
            without the status role, so a page's own status message stays the one status there is */}
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
        <ConsentHost />
        {parts.pageServices}
      </div>
    </AccountProvider>
  );
}
