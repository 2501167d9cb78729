import { Badge, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { SharedList } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { BestTotalSum, ListItemRow } from './ListItemCard';
// the list, alert and notification texts load with the modules that show them, so pages without them do not download them
import './page-texts';

/** /wishlistview/{hash}, /collectionview/{hash}: a shared list, public and read-only. */
export function SharedListPage() {
  const list = useLoaderData() as SharedList;
  const { t } = useTranslation();
  const title = t(list.kind === 'wishlist' ? 'lists.sharedWishlistTitle' : 'lists.sharedCollectionTitle', {
    name: list.name,
  });
  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('lists.sharedBy', { name: list.owner_name })}</Text>
        </div>
        {list.kind === 'wishlist' && list.items.length > 0 && (
          <BestTotalSum sum={list.best_total_sum} priced={list.priced_count} total={list.items.length} />
        )}
        {list.items.length === 0 ? (
          <Text c="dimmed">{t('lists.sharedEmpty')}</Text>
        ) : (
          <Box component="ul" p={0} m={0}>
            {list.items.map((item) => (
              <ListItemRow key={item.game.product_id} item={item}>
                <Badge variant="light" tt="none" w="fit-content">
                  {t('lists.priority')}: {t(`lists.priorityOption${item.priority as 1 | 2 | 3 | 4 | 5}`)}
                </Badge>
                {item.note !== null && (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {t('lists.note')}: {item.note}
                  </Text>
                )}
              </ListItemRow>
            ))}
          </Box>
        )}
      </Stack>
    </Container>
  );
}
