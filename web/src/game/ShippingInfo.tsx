import { Stack, Table, Text } from '@mantine/core';
import type { GamePage } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { formatEuroCents } from '../games/format';

/** Shipping rules to Germany of every dealer offering the game. */
export function ShippingInfo({ shipping }: { shipping: GamePage['shipping'] }) {
  const { t } = useTranslation();
  if (shipping.length === 0) return <Text c="dimmed">{t('game.offers.noOffers')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('game.shipping.intro')}</Text>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('game.offers.dealer')}</Table.Th>
              <Table.Th scope="col">{t('game.offers.shipping')}</Table.Th>
              <Table.Th scope="col">{t('game.shipping.heading')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipping.map((dealer) => (
              <Table.Tr key={dealer.dealer_id}>
                <Table.Td fw={600}>{dealer.name}</Table.Td>
                <Table.Td>
                  {dealer.free_shipping_threshold === 0 || dealer.shipping_cost === 0
                    ? t('game.shipping.alwaysFree')
                    : [
                        t('game.shipping.cost', { price: formatEuroCents(dealer.shipping_cost) }),
                        dealer.free_shipping_threshold === null
                          ? t('game.shipping.noneFree')
                          : t('game.shipping.freeFrom', {
                              price: formatEuroCents(dealer.free_shipping_threshold),
                            }),
                      ].join(', ')}
                </Table.Td>
                <Table.Td>{dealer.shipping_info}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
