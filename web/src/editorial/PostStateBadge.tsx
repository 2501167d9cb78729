import { Badge } from '@mantine/core';
import type { MagazinePostState } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { formatBerlinDateTime } from './berlin-time';

const STATE_COLORS: Record<MagazinePostState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  unpublished: 'orange',
};

export const STATE_KEYS = {
  draft: 'editorial.stateDraft',
  scheduled: 'editorial.stateScheduled',
  published: 'editorial.statePublished',
  unpublished: 'editorial.stateUnpublished',
} as const;

/** "Entwurf", "Geplant: 01.12.2026, 10:30", "Veröffentlicht" or "Zurückgezogen". */
export function PostStateBadge({
  state,
  publishedAt,
}: {
  state: MagazinePostState;
  publishedAt: string | null;
}) {
  const { t } = useTranslation();
  const label =
    state === 'scheduled' && publishedAt !== null
      ? t('editorial.stateScheduledAt', { date: formatBerlinDateTime(publishedAt) })
      : t(STATE_KEYS[state]);
  return (
    <Badge color={STATE_COLORS[state]} variant="light" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Badge>
  );
}
