import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../app/auth-dialog-context';
import { closeNotice, newNoticeId, notifySuccess } from '../app/notices';
import { useSession } from '../app/session';
import { useMutation } from '../app/use-mutation';
import { IGNORED_CHANGED_EVENT } from './ignored-event';

// The calls load with the first click: game cards and the game page stay free of lists-api.ts
// and its zod contracts (the game page must stay within 170 KB of JavaScript).
const loadListsApi = () => import('./lists-api');

function announceChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(IGNORED_CHANGED_EVENT));
}

/**
 * Ignores a game (it leaves this user's searches) with a toast that offers "Rückgängig".
 * With `ignored` known (the game page) the button also undoes. Visitors get the login dialog.
 */
export function IgnoreGameButton({
  productId,
  title,
  ignored: initiallyIgnored = false,
  size = 'compact-sm',
  onChange,
}: {
  productId: number;
  title: string;
  ignored?: boolean;
  size?: 'compact-sm' | 'sm';
  /** Told the new state after an ignore or an undo. */
  onChange?: (ignored: boolean) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const auth = useAuthDialog();
  const [ignored, setIgnored] = useState(initiallyIgnored);

  const undo = useMutation({
    mutate: async () => (await loadListsApi()).unignoreGame(productId),
    onSuccess: () => {
      setIgnored(false);
      onChange?.(false);
      announceChange();
      notifySuccess(t('lists.unignored', { title }));
    },
    failureText: t('messages.deleteDataError'),
  });
  const undoFromNotice = (noticeId?: string) => {
    if (noticeId) closeNotice(noticeId);
    void undo.run();
  };

  const ignoreGame = useMutation({
    mutate: async () => (await loadListsApi()).ignoreGame(productId),
    // the toast carries "Rückgängig" and stays a little longer
    onSuccess: () => {
      setIgnored(true);
      onChange?.(true);
      const id = newNoticeId();
      notifySuccess(
        <span>
          {t('lists.ignored', { title })}{' '}
          <Button size="compact-xs" variant="white" ml={4} onClick={() => undoFromNotice(id)}>
            {t('lists.undo')}
          </Button>
        </span>,
        { autoClose: 8_000, id },
      );
      announceChange();
    },
  });
  const ignore = () => {
    if (session.user === null) auth.open('login');
    else void ignoreGame.run();
  };

  if (ignored)
    return (
      <Button
        size={size}
        variant="light"
        color="gray"
        aria-label={t('lists.undoFor', { title })}
        onClick={() => undoFromNotice()}
      >
        {t('lists.undo')}
      </Button>
    );
  return (
    <Button
      size={size}
      variant="subtle"
      color="gray"
      loading={ignoreGame.busy}
      aria-label={t('lists.ignoreFor', { title })}
      onClick={ignore}
    >
      {t('lists.ignore')}
    </Button>
  );
}
