import { Anchor, AspectRatio, Box, Center, Group, Image, Stack, Text } from '@mantine/core';
import type { ListItem } from '@spielraum/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../api/client';
import { formatEuroCents } from '../shared/format';
import classes from './lists.module.css';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

/** One game of a list: small cover, title link, best total (price plus shipping to Germany). */
export function ListItemRow({ item, children }: { item: ListItem; children?: ReactNode }) {
  const { t } = useTranslation();
  const { game } = item;
  return (
    <Box component="li" className={classes.itemRow} style={{ listStyle: 'none' }}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <AspectRatio ratio={1} className={classes.itemCover}>
          {game.cover_image_id === null ? (
            <Center bg="gray.0">
              <Text size="xs" c="dimmed">
                {t('games.noCover')}
              </Text>
            </Center>
          ) : (
            <Image src={imageUrl(game.cover_image_id, 450)} alt="" fit="contain" loading="lazy" />
          )}
        </AspectRatio>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/games/${game.category}/${game.slug}`} fw={600}>
            {game.title}
          </Anchor>
          {game.best_total === null ? (
            <Text size="sm" c="dimmed">
              {t('lists.noOffer')}
            </Text>
          ) : (
            <Text size="sm">
              {t('lists.bestTotal')}:{' '}
              <Text span fw={700} c="forest.8" data-testid="item-best-total">
                {formatEuroCents(game.best_total)}
              </Text>
            </Text>
          )}
          {children}
        </Stack>
      </Group>
    </Box>
  );
}

/** The sum of the best totals and how many games have an offer. */
export function BestTotalSum({ sum, priced, total }: { sum: number; priced: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Box p="md" className={classes.sum} role="status" aria-label={t('lists.sumLabel')}>
      <Text size="sm">{t('lists.sumLabel')}</Text>
      <Text fw={800} fz={28} c="forest.8" data-testid="best-total-sum">
        {formatEuroCents(sum)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('lists.sumHint', { count: priced, total })}
      </Text>
    </Box>
  );
}
