import { Avatar, Group, Text, UnstyledButton, VisuallyHidden, type ElementProps } from '@mantine/core';
import type { SessionUser } from '@spielraum/schema';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './UserButton.module.css';

/** Avatar picture of a system avatar, or the initials when the user has none. */
export function avatarSource(avatarId: string | null): string | null {
  return avatarId ? `/api/systemavatars/${encodeURIComponent(avatarId)}/image` : null;
}

/**
 * The signed-in user's avatar and name in the header, the button that opens the user menu. It
 * is a placeholder until the menu code loads (UserMenu), then the menu's target (UserMenuDropdown).
 */
export function UserButton({
  user,
  ref,
  ...props
}: { user: SessionUser; ref?: Ref<HTMLButtonElement> } & ElementProps<'button'>) {
  const { t } = useTranslation();
  return (
    <UnstyledButton ref={ref} title={t('layout.signedInAs', { name: user.display_name })} {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar
          src={avatarSource(user.avatar)}
          name={user.display_name}
          // one dark colour with white initials: the colours picked from names include light
          // ones whose initials fail the contrast minimum
          color="forest"
          variant="filled"
          size="sm"
          aria-hidden
        />
        <Text size="sm" fw={500} className={classes.userName} data-testid="signed-in-user">
          {user.display_name}
        </Text>
        {/* named by what it shows (speech input: "klicke Mia"), then what it is */}
        <VisuallyHidden>, {t('accounts.userMenu')}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
