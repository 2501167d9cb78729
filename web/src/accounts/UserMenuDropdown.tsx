import { Menu } from '@mantine/core';
import { PERMISSIONS, type SessionUser } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMenuTakeOver, type Intent } from '../app/layout/load-on-intent';
import { logout } from './logout';
import { useMutation } from '../app/use-mutation';
import { UserButton } from './UserButton';

/**
 * The signed-in user's menu with their areas and "Abmelden" (SPEC §4: sign-out clears the user
 * and goes to /), loaded on the first intent to open it (UserMenu). It starts open when the
 * user clicked the placeholder, and its button takes over the placeholder's focus.
 */
export function UserMenuDropdown({
  user,
  permissions,
  intent,
}: {
  user: SessionUser;
  permissions: string[];
  intent: Intent;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { target, opened, setOpened } = useMenuTakeOver(intent);

  const signOut = useMutation({
    mutate: logout,
    successText: t('messages.loggedOut'),
    onSuccess: () => navigate('/'),
    failureText: t('messages.requestError'),
    apiMessage: [],
  });
  const curator =
    permissions.includes(PERMISSIONS.recommendationListAdd) ||
    permissions.includes(PERMISSIONS.recommendationListEdit);
  // plain links: the back office is its own feature and loads with its pages
  const magazineEditor = permissions.includes(PERMISSIONS.magazineEdit);
  const moderator = permissions.includes(PERMISSIONS.moderate);
  const operator = permissions.includes(PERMISSIONS.operator);

  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserButton ref={target} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/wishlists">
          {t('accounts.wishlists')}
        </Menu.Item>
        <Menu.Item component={Link} to="/collections">
          {t('accounts.collections')}
        </Menu.Item>
        <Menu.Item component={Link} to="/ignore-games">
          {t('accounts.ignoredGames')}
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
        {magazineEditor && (
          <Menu.Item component={Link} to="/redaktion/magazin">
            {t('accounts.magazineEditing')}
          </Menu.Item>
        )}
        {magazineEditor && (
          <Menu.Item component={Link} to="/redaktion/seiten">
            {t('accounts.sitePagesEditing')}
          </Menu.Item>
        )}
        {moderator && (
          <Menu.Item component={Link} to="/redaktion/moderation">
            {t('accounts.moderation')}
          </Menu.Item>
        )}
        {operator && (
          <Menu.Item component={Link} to="/betrieb">
            {t('accounts.operations')}
          </Menu.Item>
        )}
        {user.user_type === 'dealer' && (
          <Menu.Item component={Link} to="/haendlerbereich">
            {t('accounts.dealerArea')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/settings">
          {t('accounts.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut.run()}>{t('accounts.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
