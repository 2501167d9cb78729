import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';
import { settingsLoader } from './settings-loader';

/**
 * The account routes of SPEC §2: the public mail-link pages and the settings. The curators'
 * pages live with the recommendation lists (../recommendations/routes.tsx). The pages' code
 * loads with the route (lazy), so visitors of the catalogue do not download the account forms.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'verification/:uuid/:token',
    lazy: async () => ({ Component: (await import('./VerificationPage')).VerificationPage }),
    handle: NOINDEX,
  },
  {
    path: 'verify/:uuid',
    lazy: async () => ({ Component: (await import('./VerifyPage')).VerifyPage }),
    handle: NOINDEX,
  },
  {
    path: 'newpassword/:uuid/:passwordResetToken',
    lazy: async () => ({ Component: (await import('./NewPasswordPage')).NewPasswordPage }),
    handle: NOINDEX,
  },
  {
    path: 'deleteuser/:uuid/:token',
    lazy: async () => ({ Component: (await import('./DeleteUserPage')).DeleteUserPage }),
    handle: NOINDEX,
  },
  {
    path: 'settings',
    loader: settingsLoader,
    lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }),
    handle: NOINDEX,
  },
];
