import { Switch } from '@mantine/core';
import { useToggleRefinement } from 'react-instantsearch';
import { TOGGLE_ON_VALUES, type ToggleAttribute } from '../../search/search-attributes';
import { FILTER_CAP_NOTICE_ID, useFilterCap } from './filter-cap';

/**
 * A product-rule switch (expansions, accessories, products without deals). The switch shows
 * what the user sees ("Erweiterungen anzeigen" is on by default); the refinement is set when
 * it differs from the default, which is also when it counts towards the five-filter cap.
 */
export function SwitchFilter({
  attribute,
  label,
}: {
  attribute: Exclude<ToggleAttribute, 'exactPlayers'>;
  label: string;
}) {
  const cap = useFilterCap();
  const on = TOGGLE_ON_VALUES[attribute];
  const { value, refine } = useToggleRefinement({ attribute, on });
  // For expansions the refined value is `false` (hide them): the switch is on when not refined.
  const checked = on ? value.isRefined : !value.isRefined;
  const blockedByCap = cap.reached && !value.isRefined;
  return (
    <Switch
      label={label}
      checked={checked}
      disabled={blockedByCap}
      aria-describedby={blockedByCap ? FILTER_CAP_NOTICE_ID : undefined}
      onChange={() => refine({ isRefined: value.isRefined })}
    />
  );
}
