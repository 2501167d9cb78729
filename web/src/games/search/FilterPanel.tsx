import { Accordion, Alert, Stack } from '@mantine/core';
import { LIMITS, SEARCH_FIELDS, type Availability } from '@spielraum/schema';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstantSearch } from 'react-instantsearch';
import { useSession } from '../../app/session';
import { availabilityKey } from '../../shared/format';
import { FacetFilter } from './FacetFilter';
import { FILTER_CAP_NOTICE_ID, useFilterCap } from './filter-cap';
import { ListFilter } from './ListFilter';
import { ShowIgnoredSwitch } from '../../lists/ShowIgnoredSwitch';
import { PlayersFilter } from './PlayersFilter';
import { RangeFilter } from './RangeFilter';
import { formatRangeValue } from './refinement-labels';
import { SwitchFilter } from './SwitchFilter';

type FacetName = (typeof SEARCH_FIELDS)[number]['name'];

/** Facets in the order a board-game shopper looks for them; the first ones start open. */
const FACETS: { attribute: FacetName; searchable?: boolean }[] = [
  { attribute: 'categories' },
  { attribute: 'genres' },
  { attribute: 'themeWorlds' },
  { attribute: 'publishers', searchable: true },
  { attribute: 'mechanics', searchable: true },
  { attribute: 'language' },
  { attribute: 'groups' },
  { attribute: 'tcg' },
  { attribute: 'availability' },
  { attribute: 'designer', searchable: true },
  { attribute: 'authors', searchable: true },
  { attribute: 'series', searchable: true },
  { attribute: 'tags', searchable: true },
];
const RANGES: FacetName[] = ['price', 'playTime', 'minAge', 'yearOfPublication'];
const OPEN_BY_DEFAULT = ['categories', 'price', 'players', 'genres', 'switches'];

/**
 * The sections the user opened, kept while the tab lives: coming back from a game's page shows
 * the panel as it was, so the page has its old height and the scroll position can be restored.
 */
let openSectionsInThisTab: string[] = OPEN_BY_DEFAULT;

function FilterCapNotice() {
  const { t } = useTranslation();
  const cap = useFilterCap();
  const text = t('messages.tooManyFilters', { amount: LIMITS.maxFilters });
  // Always in the document (so aria-describedby resolves), visible once the cap is reached.
  return (
    <div id={FILTER_CAP_NOTICE_ID} role="status" hidden={!cap.reached}>
      {cap.reached && (
        <Alert color="orange" variant="light" p="xs">
          {text}
        </Alert>
      )}
    </div>
  );
}

/**
 * One section. Its filter renders once the section was opened, not before: Mantine's collapse
 * keeps closed content in the page, and the thirteen closed sections held about 120 checkboxes
 * that every list page sent, hydrated (the largest share of a phone's blocking time, where the
 * column is not even shown) and kept up to date. The routed state does not need them:
 * RoutedAttributes keeps a widget for every attribute.
 */
function Section({
  value,
  label,
  mounted,
  children,
}: {
  value: string;
  label: string;
  mounted: boolean;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>{label}</Accordion.Control>
      <Accordion.Panel>{mounted ? children : null}</Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * Every filter of the list: the five-filter notice, the list filter for signed-in users, the
 * facets, ranges, player count and switches. Desktop shows it beside the hits; below 768 px it
 * sits in a drawer. `withCapNotice={false}` leaves the notice (and its id) to another panel
 * shown at the same time.
 */
export function FilterPanel({ withCapNotice = true }: { withCapNotice?: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { indexUiState } = useInstantSearch();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const labelOf = (attribute: FacetName) => {
    const field = SEARCH_FIELDS.find((entry) => entry.name === attribute);
    return field ? field.label[language] : attribute;
  };
  // Sections holding a set filter start open, so a shared link shows why its list is short.
  const refined = [
    ...Object.entries(indexUiState.refinementList ?? {})
      .filter(([, values]) => values.length > 0)
      .map(([name]) => name),
    ...Object.keys(indexUiState.range ?? {}),
  ];
  const [openSections, setOpenSections] = useState(() => [
    ...new Set([...openSectionsInThisTab, ...refined]),
  ]);
  // sections opened once stay rendered, so what was typed into a facet's search stays too
  const [everOpened, setEverOpened] = useState(() => new Set(openSections));
  const mounted = (value: string) => everOpened.has(value);

  return (
    <Stack gap="sm">
      {withCapNotice && <FilterCapNotice />}
      {session.user !== null && <ListFilter />}
      {session.user !== null && <ShowIgnoredSwitch />}
      <Accordion
        multiple
        value={openSections}
        onChange={(open) => {
          openSectionsInThisTab = open;
          setOpenSections(open);
          if (open.some((value) => !everOpened.has(value))) setEverOpened(new Set([...everOpened, ...open]));
        }}
        variant="default"
        chevronPosition="right"
      >
        <Section value="switches" mounted={mounted('switches')} label={t('gameSearch.productRules')}>
          <Stack gap="sm">
            <SwitchFilter attribute="expansions" label={labelOf('expansions')} />
            <SwitchFilter attribute="accessories" label={labelOf('accessories')} />
            <SwitchFilter attribute="withoutDeals" label={labelOf('withoutDeals')} />
          </Stack>
        </Section>
        <Section value="price" mounted={mounted('price')} label={labelOf('price')}>
          <RangeFilter
            attribute="price"
            label={labelOf('price')}
            format={(value) => formatRangeValue(t, 'price', value)}
          />
        </Section>
        <Section value="players" mounted={mounted('players')} label={labelOf('players')}>
          <PlayersFilter />
        </Section>
        {FACETS.slice(0, 2).map(({ attribute, searchable }) => (
          <Section key={attribute} value={attribute} mounted={mounted(attribute)} label={labelOf(attribute)}>
            <FacetFilter attribute={attribute} label={labelOf(attribute)} searchable={searchable} />
          </Section>
        ))}
        {RANGES.slice(1).map((attribute) => (
          <Section key={attribute} value={attribute} mounted={mounted(attribute)} label={labelOf(attribute)}>
            <RangeFilter
              attribute={attribute}
              label={labelOf(attribute)}
              format={(value) => formatRangeValue(t, attribute, value)}
            />
          </Section>
        ))}
        {FACETS.slice(2).map(({ attribute, searchable }) => (
          <Section key={attribute} value={attribute} mounted={mounted(attribute)} label={labelOf(attribute)}>
            <FacetFilter
              attribute={attribute}
              label={labelOf(attribute)}
              searchable={searchable}
              valueLabel={
                attribute === 'availability'
                  ? (value) => t(availabilityKey(value as Availability))
                  : undefined
              }
            />
          </Section>
        ))}
      </Accordion>
    </Stack>
  );
}
