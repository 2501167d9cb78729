import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { PERMISSIONS } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../session/session';
import { logout } from './logout';
import { useAuthDialog } from './auth-dialog-context';
import { notifyError, notifySuccess } from './notices';
import layoutClasses from '../layout/layout.module.css';
import classes from './accounts.module.css';

/** Avatar picture of a system avatar, or the initials when the user has none. */
export function avatarSource(avatarId: string | null): string | null {
  return avatarId ? `/api/systemavatars/${encodeURIComponent(avatarId)}/image` : null;
}

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

/**
 * The header's account corner: "Anmelden" and "Registrieren" for visitors; for signed-in
 * users a menu with their areas and "Abmelden" (SPEC §4: sign-out clears the user and goes to /).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, permissions } = useSession();
  if (user === null) return <SignedOut />;

  const signOut = async () => {
    try {
      await logout();
      notifySuccess(t('messages.loggedOut'));
      await navigate('/');
    } catch {
      notifyError(t('messages.requestError'));
    }
  };
  const curator =
    permissions.includes(PERMISSIONS.recommendationListAdd) ||
    permissions.includes(PERMISSIONS.recommendationListEdit);

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('accounts.userMenu')}
          title={t('layout.signedInAs', { name: user.display_name })}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={avatarSource(user.avatar)}
              name={user.display_name}
              color="initials"
              size="sm"
              aria-hidden
            />
            <Text size="sm" fw={500} className={layoutClasses.userName} data-testid="signed-in-user">
              {user.display_name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/wishlists">
          {t('accounts.wishlists')}
        </Menu.Item>
        <Menu.Item component={Link} to="/collections">
          {t('accounts.collections')}
        </Menu.Item>
        <Menu.Item component={Link} to="/alerts">
          {t('accounts.alerts')}
        </Menu.Item>
        <Menu.Item component={Link} to="/notifications">
          {t('accounts.notifications')}
        </Menu.Item>
        {curator && (
          <Menu.Item component={Link} to="/recommendationsmanagement">
            {t('accounts.recommendationsManagement')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/settings">
          {t('accounts.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>{t('accounts.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
