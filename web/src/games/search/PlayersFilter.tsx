import { NativeSelect, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRange, useToggleRefinement } from 'react-instantsearch';
import { TOGGLE_ON_VALUES } from '../../search/search-attributes';
import { FILTER_CAP_NOTICE_ID, useFilterCap } from './filter-cap';

const ANY = 'any';

/**
 * The player count: the API filters by one number ("playable with n"), so this is a choice of
 * n rather than a slider, plus the switch for exactly n players (SPEC: normal or exact mode).
 * A native select: the phone's own picker, and no popover code in the list's JavaScript.
 */
export function PlayersFilter() {
  const { t } = useTranslation();
  const cap = useFilterCap();
  const { range, start, refine, canRefine } = useRange({ attribute: 'players' });
  const exact = useToggleRefinement({ attribute: 'exactPlayers', on: TOGGLE_ON_VALUES.exactPlayers });
  const [from] = start;
  const count = from !== undefined && Number.isFinite(from) ? from : undefined;
  const highest = Math.min(Math.max(range.max ?? 0, count ?? 0), 20);
  const lowest = Math.max(1, Math.min(range.min ?? 1, count ?? 1));
  const options = [{ value: ANY, label: t('gameSearch.anyPlayerCount') }];
  for (let n = lowest; n <= highest; n += 1)
    options.push({ value: String(n), label: t('games.players', { count: n }) });
  const blockedByCap = cap.reached && count === undefined;

  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('gameSearch.playerCount')}
        data={options}
        value={count === undefined ? ANY : String(count)}
        disabled={(!canRefine && count === undefined) || blockedByCap}
        aria-describedby={blockedByCap ? FILTER_CAP_NOTICE_ID : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value === ANY) refine([undefined, undefined]);
          else refine([Number(value), Number(value)]);
        }}
      />
      <Switch
        label={t('gameSearch.exactPlayers')}
        checked={exact.value.isRefined}
        disabled={count === undefined}
        onChange={() => exact.refine({ isRefined: exact.value.isRefined })}
      />
    </Stack>
  );
}
