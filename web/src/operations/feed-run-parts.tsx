import { Badge, Group, Pagination } from '@mantine/core';
import type { FeedRunListItem } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';

/** Dates and times as German readers expect them, in Berlin time. */
export const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const STATUS_COLOR: Record<FeedRunListItem['status'], string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

/** A run's state as a badge; the tint says it, the text stays readable (4.5:1) on it. */
export function RunStatusBadge({ status }: { status: FeedRunListItem['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status]}
      tt="none"
      style={{ '--badge-color': 'var(--mantine-color-text)' }}
    >
      {t(`operations.feedRuns.status_${status}`)}
    </Badge>
  );
}

/** Page links of a list, named for screen readers; nothing when it has one page. */
export function ListPagination({
  page,
  pages,
  label,
  texts,
  onChange,
}: {
  page: number;
  pages: number;
  label: string;
  texts: 'dealerSettings' | 'feedRuns';
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? t(`operations.${texts}.previousPage`)
              : control === 'next'
                ? t(`operations.${texts}.nextPage`)
                : undefined,
        })}
        getItemProps={(item) => ({ 'aria-label': t(`operations.${texts}.pageLabel`, { page: item }) })}
      />
    </Group>
  );
}
