import { Box, Stack, Text } from '@mantine/core';
import type { GamePage } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { formatEuroCents } from '../shared/format';
import classes from './table.module.css';

/** Shipping rules to Germany of every dealer offering the game. */
export function ShippingInfo({ shipping }: { shipping: GamePage['shipping'] }) {
  const { t } = useTranslation();
  if (shipping.length === 0) return <Text c="dimmed">{t('game.offers.noOffers')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('game.shipping.intro')}</Text>
      {/* scrolls sideways on a phone and holds only text: the region itself takes the focus */}
      <Box className={classes.scroll} tabIndex={0} role="region" aria-label={t('game.shipping.heading')}>
        <Box component="table" className={classes.table} data-spacing="xs" miw={520}>
          <thead>
            <tr>
              <th scope="col">{t('game.offers.dealer')}</th>
              <th scope="col">{t('game.offers.shipping')}</th>
              <th scope="col">{t('game.shipping.heading')}</th>
            </tr>
          </thead>
          <tbody>
            {shipping.map((dealer) => (
              <tr key={dealer.dealer_id}>
                <td className={classes.semibold}>{dealer.name}</td>
                <td>
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
                </td>
                <td>{dealer.shipping_info}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Stack>
  );
}
