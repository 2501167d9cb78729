import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { Basket, BasketOrder, UserListDetail } from '@spielraum/schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/client';
import { formatEuroCents } from '../shared/format';
import { fetchBasket } from './lists-api';
import classes from './lists.module.css';

/** "höchstens N Händler": any number, or one to three shops. */
const DEALER_LIMITS = ['', '1', '2', '3'] as const;

function OrderCard({ order }: { order: BasketOrder }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={3} size="h5" id={headingId}>
          <Anchor component={Link} to={`/dealers-details/${order.dealer.slug}`}>
            {order.dealer.name}
          </Anchor>
        </Title>
        <Text fw={700}>{formatEuroCents(order.total)}</Text>
      </Group>
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('lists.basketGame')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('lists.basketPrice')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.items.map((item) => (
            <Table.Tr key={item.product_id}>
              <Table.Td>
                <Anchor component={Link} to={`/games/${item.group}/${item.slug}`} display="block">
                  {item.title}
                </Anchor>
                {/* leaves Spielraum for the shop; the web analytics count it (with consent) */}
                <Anchor
                  href={item.url}
                  target="_blank"
                  rel="nofollow sponsored noopener noreferrer"
                  data-offer-id={item.offer_id}
                  size="sm"
                  aria-label={t('lists.basketToShopLabel', { title: item.title, dealer: order.dealer.name })}
                >
                  {t('lists.basketToShop')}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
                {formatEuroCents(item.price)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('lists.basketSubtotal')}</Table.Th>
            <Table.Td ta="right">{formatEuroCents(order.subtotal)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('lists.basketShipping')}</Table.Th>
            <Table.Td ta="right">
              {order.shipping === 0 ? t('lists.basketFreeShipping') : formatEuroCents(order.shipping)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}

function BasketAnswer({ basket, maxDealers }: { basket: Basket; maxDealers: string }) {
  const { t } = useTranslation();
  if (!basket.feasible)
    return (
      <Alert color="yellow" role="status">
        {t('lists.basketInfeasible', { count: Number(maxDealers) })}
      </Alert>
    );
  const saving = basket.separate_total - basket.total;
  return (
    <Stack gap="sm" data-testid="basket">
      <Box p="md" className={classes.sum} role="status" aria-label={t('lists.basketTotalLabel')}>
        <Text size="sm">{t('lists.basketTotalLabel')}</Text>
        <Text fw={800} fz={28} c="forest.8" data-testid="basket-total">
          {formatEuroCents(basket.total)}
        </Text>
        <Text size="sm" data-testid="basket-saving">
          {saving > 0
            ? t('lists.basketSaving', {
                saving: formatEuroCents(saving),
                separate: formatEuroCents(basket.separate_total),
              })
            : t('lists.basketNoSaving', { separate: formatEuroCents(basket.separate_total) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('lists.basketOrders', { count: basket.orders.length })}
        </Text>
      </Box>
      {!basket.exact && (
        <Text size="sm" c="dimmed">
          {t('lists.basketNotProven', { bound: formatEuroCents(basket.lower_bound) })}
        </Text>
      )}
      {basket.orders.map((order) => (
        <OrderCard key={order.dealer.id} order={order} />
      ))}
      {basket.missing.length > 0 && (
        <Alert color="gray" title={t('lists.basketMissingTitle')}>
          {basket.missing.map((game) => game.title).join(', ')}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * "Günstigster Einkauf" on a wish list: the cheapest way to buy its games across shops, each
 * shop's shipping counted once per order and waived from its free-shipping threshold, with
 * "höchstens N Händler" and "nur sofort lieferbar". Computed on request, as prices move.
 */
export function CheapestBasket({ list }: { list: UserListDetail }) {
  const { t } = useTranslation();
  const [maxDealers, setMaxDealers] = useState<(typeof DEALER_LIMITS)[number]>('');
  const [inStock, setInStock] = useState(false);
  const allGames = list.items.map((item) => String(item.game.product_id));
  // what the user took out, so a game the list gains meanwhile is in and a removed one gone
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const chosen = allGames.filter((id) => !excluded.has(id));
  const [choosing, setChoosing] = useState(false);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'loading' }
    | { kind: 'done'; basket: Basket; maxDealers: string }
    | { kind: 'failed'; text: string }
  >({ kind: 'idle' });

  const compute = async () => {
    setState({ kind: 'loading' });
    try {
      const { data } = await fetchBasket(list.id, {
        maxDealers: maxDealers || undefined,
        inStock,
        productIds: chosen.length < allGames.length ? chosen : undefined,
      });
      setState({ kind: 'done', basket: data, maxDealers });
    } catch (error) {
      setState({
        kind: 'failed',
        text:
          error instanceof ApiRequestError && error.status < 500 ? error.message : t('lists.basketFailed'),
      });
    }
  };

  return (
    <Box component="section" aria-labelledby="basket-heading">
      <Title order={2} size="h4" id="basket-heading" mb={4}>
        {t('lists.basketTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" maw={640}>
        {t('lists.basketIntro')}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        mb="xs"
        onClick={() => setChoosing((open) => !open)}
        aria-expanded={choosing}
        aria-controls="basket-games"
      >
        {t('lists.basketChooseGames', { count: chosen.length, total: allGames.length })}
      </Button>
      <Collapse in={choosing} id="basket-games">
        <Checkbox.Group
          label={t('lists.basketGamesLabel')}
          value={chosen}
          onChange={(ids) => setExcluded(new Set(allGames.filter((id) => !ids.includes(id))))}
          mb="md"
        >
          <Stack gap={6} mt={6}>
            {list.items.map((item) => (
              <Checkbox
                key={item.game.product_id}
                value={String(item.game.product_id)}
                label={item.game.title}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Collapse>
      <Group align="flex-end" gap="md" mb="md">
        <NativeSelect
          label={t('lists.basketDealerLimit')}
          value={maxDealers}
          onChange={(event) => setMaxDealers(event.currentTarget.value as (typeof DEALER_LIMITS)[number])}
          data={DEALER_LIMITS.map((limit) => ({
            value: limit,
            label:
              limit === '' ? t('lists.basketAnyDealers') : t('lists.basketAtMost', { count: Number(limit) }),
          }))}
        />
        <Checkbox
          label={t('lists.basketInStock')}
          checked={inStock}
          onChange={(event) => setInStock(event.currentTarget.checked)}
          mb={8}
        />
        <Button
          onClick={() => void compute()}
          loading={state.kind === 'loading'}
          disabled={chosen.length === 0}
          aria-describedby={chosen.length === 0 ? 'basket-choose-hint' : undefined}
        >
          {t('lists.basketCompute')}
        </Button>
      </Group>
      {chosen.length === 0 && (
        <Text size="sm" c="red.8" id="basket-choose-hint" mb="sm">
          {t('lists.basketChooseOne')}
        </Text>
      )}
      <div aria-live="polite">
        {state.kind === 'failed' && (
          <Alert color="red" role="alert">
            {state.text}
          </Alert>
        )}
        {state.kind === 'done' && <BasketAnswer basket={state.basket} maxDealers={state.maxDealers} />}
      </div>
    </Box>
  );
}
