import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../app/auth-dialog-context';
import { useLoadOnIntent } from '../app/layout/load-on-intent';
import { useSession } from '../app/session';

const loadDropdown = () => import('./AddToListMenuDropdown');

/**
 * "Merken" on game cards and the game page. The menu (Mantine's Menu with floating-ui, the list
 * calls and their zod contracts) loads on the first pointer, focus or click on this button, so
 * pages with game cards do not download it first (the game page must stay within 170 KB of JavaScript). Visitors get
 * the login dialog straight away, and the menu once they signed in there.
 */
export function AddToListMenu({
  productId,
  title,
  size = 'compact-sm',
}: {
  productId: number;
  title: string;
  size?: 'compact-sm' | 'sm';
}) {
  const { t } = useTranslation();
  const session = useSession();
  const auth = useAuthDialog();
  const { loaded, intent, handlers } = useLoadOnIntent(loadDropdown);
  const signedIn = session.user !== null;
  if (signedIn && loaded)
    return <loaded.AddToListMenuDropdown productId={productId} title={title} size={size} intent={intent} />;
  return (
    <Button
      size={size}
      variant="default"
      aria-label={t('lists.addToListFor', { title })}
      {...(signedIn
        ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': false, ...handlers }
        : {
            // after signing in through the dialog the menu opens, with the focus in it
            onClick: () =>
              auth.open('login', {
                afterSignIn: () => {
                  handlers.onFocus();
                  handlers.onClick();
                },
              }),
          })}
    >
      {t('lists.addToList')}
    </Button>
  );
}
