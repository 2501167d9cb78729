import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The page numbers under the editors' lists (posts, moderation queue), with German names for
 * the arrow and number buttons, which show only symbols and digits to screen readers
 * otherwise. Nothing is shown for a single page.
 */
export function QueuePagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? t('editorial.previousPage')
              : control === 'next'
                ? t('editorial.nextPage')
                : undefined,
        })}
        getItemProps={(page) => ({ 'aria-label': t('editorial.pageLabel', { page }) })}
        aria-label={t('editorial.pagination')}
      />
    </Group>
  );
}
