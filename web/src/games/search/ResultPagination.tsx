import { Box, Button, Group, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagination } from 'react-instantsearch';
import { paginationItems } from './pagination-window';

/**
 * Pages of ten games with at most six page links around the current page (SPEC §9), plus the
 * first and the last page, so every page is reachable by plain links (search engines follow
 * them). Every link is a real URL (the router's createURL), so pages can be opened in new tabs;
 * a plain click refines in place.
 */
export function ResultPagination({ onPageChange }: { onPageChange: () => void }) {
  const { t } = useTranslation();
  const { currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination();
  if (nbPages <= 1) return null;

  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    refine(page);
    onPageChange();
  };
  const pageLink = (page: number, label: string, text: string, current = false) => (
    <Button
      key={`${label}-${page}`}
      component="a"
      href={createURL(page)}
      onClick={go(page)}
      variant={current ? 'filled' : 'default'}
      size="sm"
      px="sm"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
    >
      {text}
    </Button>
  );

  return (
    <Box component="nav" aria-label={t('games.paginationLabel')} mt="xl">
      <Group gap={6} justify="center">
        {!isFirstPage && pageLink(currentRefinement - 1, t('games.previousPage'), '‹')}
        {paginationItems(currentRefinement, nbPages).map((page, index) =>
          page === null ? (
            <Text key={`gap-${index}`} component="span" c="dimmed" aria-hidden>
              …
            </Text>
          ) : (
            pageLink(
              page,
              t('games.pageLabel', { page: page + 1 }),
              String(page + 1),
              page === currentRefinement,
            )
          ),
        )}
        {!isLastPage && pageLink(currentRefinement + 1, t('games.nextPage'), '›')}
      </Group>
    </Box>
  );
}
