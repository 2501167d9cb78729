import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadOnIntent } from '../app/layout/load-on-intent';
import { useSession } from '../app/session';
import { useAuthDialog } from '../app/auth-dialog-context';
import classes from './accounts.module.css';
import { UserButton } from './UserButton';

function SignedOut() {
  const { t } = useTranslation();
  const dialog = useAuthDialog();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="subtle" size="compact-md" onClick={() => dialog.open('login')}>
        {t('accounts.login')}
      </Button>
      <Button size="compact-md" className={classes.signupButton} onClick={() => dialog.open('signup')}>
        {t('accounts.signup')}
      </Button>
    </Group>
  );
}

const loadUserMenuDropdown = () => import('./UserMenuDropdown');

/**
 * The header's account corner: "Anmelden" and "Registrieren" for visitors; for signed-in users
 * their avatar and name, which opens the user menu (UserMenuDropdown, loaded on the first
 * pointer, focus or click, so pages do not download the menu code first).
 */
export function UserMenu() {
  const { user, permissions } = useSession();
  const { loaded, intent, handlers } = useLoadOnIntent(loadUserMenuDropdown);
  if (user === null) return <SignedOut />;
  if (loaded) return <loaded.UserMenuDropdown user={user} permissions={permissions} intent={intent} />;
  return <UserButton user={user} aria-haspopup="menu" aria-expanded={false} {...handlers} />;
}
