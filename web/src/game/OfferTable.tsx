import { Avatar, Badge, Box, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { availabilityValues, type Availability, type GameOffer } from '@spielraum/schema';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../api/client';
import { availabilityKey, formatEuroCents } from '../shared/format';
import { AvailabilityLabel } from './AvailabilityLabel';
import { splitExcludedOffers } from './excluded-offers';
import { formatBerlinDateTime, formatRating } from './format-game';
import selectClasses from './select.module.css';
import classes from './table.module.css';

type SortDirection = 'ascending' | 'descending';
type AvailabilityFilter = 'all' | Availability;

/** Offers by total in the given direction; offers that cannot be bought stay at the end either way. */
export function sortByTotal(offers: GameOffer[], direction: SortDirection): GameOffer[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...offers].sort(
    (a, b) =>
      Number(a.availability === 'not_available') - Number(b.availability === 'not_available') ||
      sign * (a.total - b.total) ||
      a.price - b.price ||
      a.dealer.name.localeCompare(b.dealer.name, 'de'),
  );
}

function DealerName({ offer, excluded = false }: { offer: GameOffer; excluded?: boolean }) {
  const { t } = useTranslation();
  const { dealer } = offer;
  return (
    <Group gap="sm" wrap="nowrap">
      {dealer.logo_image_id === null ? (
        <Avatar color="forest" radius="sm" size="md" aria-hidden>
          {dealer.name.slice(0, 1)}
        </Avatar>
      ) : (
        <Avatar
          src={imageUrl(dealer.logo_image_id, 450)}
          alt={t('game.offers.logoAlt', { dealer: dealer.name })}
          radius="sm"
          size="md"
        />
      )}
      <Stack gap={0}>
        <Text fw={600}>
          {dealer.name}
          {excluded && (
            <Badge size="xs" variant="outline" color="gray" ml={6}>
              {t('game.offers.excludedBadge')}
            </Badge>
          )}
        </Text>
        {dealer.rating !== null && (
          <Text size="xs" c="dimmed">
            {t('game.offers.dealerRating', {
              rating: formatRating(dealer.rating),
              count: dealer.rating_count,
            })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function AvailabilityText({ offer }: { offer: GameOffer }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <AvailabilityLabel availability={offer.availability} />
      {offer.delivery_time && (
        <Text size="xs" c="dimmed">
          {t('game.offers.deliveryTime', { time: offer.delivery_time })}
        </Text>
      )}
    </Stack>
  );
}

function ShippingText({ cents }: { cents: number }) {
  const { t } = useTranslation();
  return cents === 0 ? <>{t('game.offers.freeShipping')}</> : <>{formatEuroCents(cents)}</>;
}

function ShopLink({ offer, title }: { offer: GameOffer; title: string }) {
  const { t } = useTranslation();
  // rel: the link leaves Spielraum for a dealer (sponsored per Google's guidance on paid links)
  // data-offer-id: the web analytics count clicks on it (only with the visitor's consent)
  return (
    <Button
      component="a"
      href={offer.url}
      target="_blank"
      rel="nofollow sponsored noopener noreferrer"
      data-offer-id={offer.offer_id}
      size="sm"
      aria-label={t('game.offers.toShopLabel', { title, dealer: offer.dealer.name })}
    >
      {t('game.offers.toShop')}
    </Button>
  );
}

/** The up-down chevron Mantine's NativeSelect shows (its ComboboxChevron), decorative. */
function SelectChevron() {
  return (
    <svg viewBox="0 0 15 15" fill="none" focusable="false">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The price comparison: every live offer with dealer (logo, rating), price, shipping to
 * Germany, total, availability in words, condition, last update and the "zum Shop" link;
 * sortable by total and filterable by availability. A table from 768 px, cards below. The
 * offers of dealers the user excluded are hidden behind "N ausgeschlossene Händler anzeigen".
 */
export function OfferTable({
  offers: allOffers,
  title,
  excludedDealerIds = [],
}: {
  offers: GameOffer[];
  title: string;
  excludedDealerIds?: readonly number[];
}) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<SortDirection>('ascending');
  const [filter, setFilter] = useState<AvailabilityFilter>('all');
  const [showExcluded, setShowExcluded] = useState(false);
  const filterId = useId();
  const split = useMemo(
    () => splitExcludedOffers(allOffers, excludedDealerIds),
    [allOffers, excludedDealerIds],
  );
  const excludedIds = useMemo(() => new Set(split.excluded.map((offer) => offer.offer_id)), [split]);
  const offers = showExcluded ? allOffers : split.kept;

  const counts = useMemo(() => {
    const byAvailability = new Map<Availability, number>();
    for (const offer of offers)
      byAvailability.set(offer.availability, (byAvailability.get(offer.availability) ?? 0) + 1);
    return byAvailability;
  }, [offers]);

  const shown = useMemo(() => {
    const filtered = filter === 'all' ? offers : offers.filter((offer) => offer.availability === filter);
    return sortByTotal(filtered, direction);
  }, [offers, filter, direction]);

  if (allOffers.length === 0) {
    return <Text c="dimmed">{t('game.offers.noOffers')}</Text>;
  }
  const excludedToggle = split.excludedDealers > 0 && (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => setShowExcluded((shown) => !shown)}
      aria-expanded={showExcluded}
      w="fit-content"
    >
      {showExcluded
        ? t('game.offers.hideExcluded')
        : t('game.offers.showExcluded', { count: split.excludedDealers })}
    </Button>
  );

  const filterOptions = [
    { value: 'all', label: t('game.offers.filterAll', { count: offers.length }) },
    ...availabilityValues
      .filter((value) => counts.has(value))
      .map((value) => ({
        value,
        label: t('game.offers.filterOption', {
          label: t(availabilityKey(value)),
          count: counts.get(value) ?? 0,
        }),
      })),
  ];
  const toggleSort = () => setDirection((current) => (current === 'ascending' ? 'descending' : 'ascending'));
  const sortLabel =
    direction === 'ascending' ? t('game.offers.sortTotalAscending') : t('game.offers.sortTotalDescending');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        {/* the browser's own select: Mantine's Select would bring its dropdown machinery
            (combobox, popover, floating-ui), its NativeSelect the Input family, into the game
            page's first JavaScript, which must stay small; select.module.css gives it NativeSelect's look */}
        <div className={selectClasses.root}>
          <label className={selectClasses.label} htmlFor={filterId}>
            {t('game.offers.filterLabel')}
          </label>
          <div className={selectClasses.wrapper}>
            <select
              id={filterId}
              className={selectClasses.select}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value as AvailabilityFilter)}
            >
              {filterOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <span className={selectClasses.chevron} aria-hidden>
              <SelectChevron />
            </span>
          </div>
        </div>
        <Text c="dimmed" size="sm" aria-live="polite">
          {t('game.offers.count', { count: shown.length })}
        </Text>
      </Group>
      {excludedToggle}

      {shown.length === 0 ? (
        <Text c="dimmed">{t('game.offers.noneMatching')}</Text>
      ) : (
        <>
          {/* plain table in Mantine's look (table.module.css); scrolls sideways below 860 px */}
          <Box visibleFrom="sm" className={classes.scroll}>
            <Box component="table" className={classes.table} data-striped data-hover miw={860}>
              <caption>{t('game.offers.caption', { title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('game.offers.dealer')}</th>
                  <th scope="col" className={classes.end}>
                    {t('game.offers.price')}
                  </th>
                  <th scope="col" className={classes.end}>
                    {t('game.offers.shipping')}
                  </th>
                  <th scope="col" className={classes.end} aria-sort={direction}>
                    <UnstyledButton onClick={toggleSort} aria-label={sortLabel} fw={700} fz="sm">
                      {t('game.offers.total')} {direction === 'ascending' ? '▲' : '▼'}
                    </UnstyledButton>
                  </th>
                  <th scope="col">{t('game.offers.availability')}</th>
                  <th scope="col">{t('game.offers.condition')}</th>
                  <th scope="col">{t('game.offers.lastUpdate')}</th>
                  <th scope="col">{t('game.offers.shop')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((offer) => (
                  <tr key={offer.offer_id} data-testid="offer-row">
                    <td>
                      <DealerName offer={offer} excluded={excludedIds.has(offer.offer_id)} />
                    </td>
                    <td className={classes.end}>{formatEuroCents(offer.price)}</td>
                    <td className={classes.end}>
                      <ShippingText cents={offer.shipping} />
                    </td>
                    <td className={`${classes.end} ${classes.strong}`} data-testid="offer-total">
                      {formatEuroCents(offer.total)}
                    </td>
                    <td>
                      <AvailabilityText offer={offer} />
                    </td>
                    <td>{t(`game.condition.${offer.condition}`)}</td>
                    <td>
                      <Text size="sm">{formatBerlinDateTime(offer.last_update)}</Text>
                    </td>
                    <td>
                      <ShopLink offer={offer} title={title} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>

          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((offer) => (
              <Card key={offer.offer_id} component="li" withBorder padding="sm" data-testid="offer-card">
                <Stack gap="xs">
                  <DealerName offer={offer} excluded={excludedIds.has(offer.offer_id)} />
                  <Group justify="space-between" align="baseline">
                    <Text fw={700} size="lg" c="forest.8">
                      {formatEuroCents(offer.total)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatEuroCents(offer.price)} + <ShippingText cents={offer.shipping} />
                    </Text>
                  </Group>
                  <Group justify="space-between">
                    <AvailabilityText offer={offer} />
                    <Text size="sm">{t(`game.condition.${offer.condition}`)}</Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('game.offers.lastUpdate')}: {formatBerlinDateTime(offer.last_update)}
                  </Text>
                  <ShopLink offer={offer} title={title} />
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('game.offers.pricesNote')}
      </Text>
    </Stack>
  );
}
