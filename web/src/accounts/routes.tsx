import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './ComingSoonPage';
import { CURATOR_ADD_OR_EDIT, CURATOR_EDIT, requireAccount } from '../app/guards/require-account';
import { settingsLoader } from './settings-loader';
import type { accountsDe } from './texts.de';

function Placeholder({ titleKey }: { titleKey: keyof typeof accountsDe }) {
  const { t } = useTranslation();
  return <ComingSoonPage title={t(`accounts.${titleKey}`)} />;
}

/**
 * The account routes of SPEC §2: the public mail-link pages, and the guarded areas. The
 * curator pages are built by the recommendations issue; until then they show a German
 * placeholder heading behind the real guard. The pages' code loads with the route
 * (lazy), so visitors of the catalogue do not download the account forms.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'verification/:uuid/:token',
    lazy: async () => ({ Component: (await import('./VerificationPage')).VerificationPage }),
  },
  { path: 'verify/:uuid', lazy: async () => ({ Component: (await import('./VerifyPage')).VerifyPage }) },
  {
    path: 'newpassword/:uuid/:passwordResetToken',
    lazy: async () => ({ Component: (await import('./NewPasswordPage')).NewPasswordPage }),
  },
  {
    path: 'deleteuser/:uuid/:token',
    lazy: async () => ({ Component: (await import('./DeleteUserPage')).DeleteUserPage }),
  },
  {
    path: 'settings',
    loader: settingsLoader,
    lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }),
  },
  {
    path: 'recommendationsmanagement',
    loader: requireAccount({ verified: true, anyPermission: CURATOR_EDIT }),
    element: <Placeholder titleKey="recommendationsManagement" />,
  },
  {
    path: 'recommendationform/:id',
    loader: requireAccount({ verified: true, anyPermission: CURATOR_ADD_OR_EDIT }),
    element: <Placeholder titleKey="recommendationsManagement" />,
  },
  {
    path: 'recommendationscomments',
    loader: requireAccount({ verified: true, anyPermission: CURATOR_EDIT }),
    element: <Placeholder titleKey="recommendationsManagement" />,
  },
];
