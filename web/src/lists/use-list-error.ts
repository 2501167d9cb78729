import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { notifyError } from '../app/notices';

/**
 * Shows a failed list call as a negative toast: the server's German message for answers below
 * 500, otherwise SPEC §8's "unexpected error" (or `fallback`, e.g. "delete data error").
 */
export function useListErrorNotice() {
  const { t } = useTranslation();
  return (error: unknown, fallback: 'unexpectedError' | 'deleteDataError' = 'unexpectedError') => {
    if (error instanceof ApiRequestError && error.status < 500 && error.status !== 0)
      notifyError(error.message);
    else notifyError(t(`messages.${fallback}`));
  };
}
