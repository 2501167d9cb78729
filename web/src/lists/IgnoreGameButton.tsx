import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../accounts/auth-dialog-context';
import { closeNotice, newNoticeId, notifySuccess } from '../accounts/notices';
import { useSession } from '../session/session';
import { IGNORED_CHANGED_EVENT } from './ignored-event';
import { useListErrorNotice } from './use-list-error';

// The calls load with the first click: game cards and the game page stay free of lists-api.ts
// and its zod contracts (game page JS budget, issue 5).
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
  const showError = useListErrorNotice();
  const [ignored, setIgnored] = useState(initiallyIgnored);
  const [busy, setBusy] = useState(false);

  const undo = async (noticeId?: string) => {
    if (noticeId) closeNotice(noticeId);
    try {
      await (await loadListsApi()).unignoreGame(productId);
      setIgnored(false);
      onChange?.(false);
      announceChange();
      notifySuccess(t('lists.unignored', { title }));
    } catch (error) {
      showError(error, 'deleteDataError');
    }
  };

  const ignore = async () => {
    if (session.user === null) {
      auth.open('login');
      return;
    }
    setBusy(true);
    try {
      await (await loadListsApi()).ignoreGame(productId);
      setIgnored(true);
      onChange?.(true);
      const id = newNoticeId();
      notifySuccess(
        <span>
          {t('lists.ignored', { title })}{' '}
          <Button size="compact-xs" variant="white" ml={4} onClick={() => void undo(id)}>
            {t('lists.undo')}
          </Button>
        </span>,
        { autoClose: 8_000, id },
      );
      announceChange();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  if (ignored)
    return (
      <Button
        size={size}
        variant="light"
        color="gray"
        aria-label={t('lists.undoFor', { title })}
        onClick={() => void undo()}
      >
        {t('lists.undo')}
      </Button>
    );
  return (
    <Button
      size={size}
      variant="subtle"
      color="gray"
      loading={busy}
      aria-label={t('lists.ignoreFor', { title })}
      onClick={() => void ignore()}
    >
      {t('lists.ignore')}
    </Button>
  );
}
