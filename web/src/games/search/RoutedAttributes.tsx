import { SEARCH_FIELDS } from '@spielraum/schema';
import { useMenu, useRange, useRefinementList, useToggleRefinement } from 'react-instantsearch';
import {
  LIST_ATTRIBUTE,
  SHOW_IGNORED_ATTRIBUTE,
  RANGE_ATTRIBUTES,
  TITLE_ATTRIBUTE,
  TOGGLE_ON_VALUES,
  type ToggleAttribute,
} from '../../search/search-attributes';

const FACET_ATTRIBUTES = SEARCH_FIELDS.filter((field) => field.faceted).map((field) => field.name);
const TOGGLES = Object.keys(TOGGLE_ON_VALUES) as ToggleAttribute[];

function VirtualFacet({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}

function VirtualRange({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}

function VirtualToggle({ attribute }: { attribute: ToggleAttribute }) {
  useToggleRefinement({ attribute, on: TOGGLE_ON_VALUES[attribute] });
  return null;
}

function VirtualMenu({ attribute }: { attribute: string }) {
  useMenu({ attribute });
  return null;
}

/**
 * One widget without UI for every attribute the URL can carry. InstantSearch drops state that
 * no mounted widget reads; with these, a refinement survives when its visible widget unmounts
 * (the mobile filter panel closing, a facet without values, the title of the advanced search
 * that has no widget on the list at all). With `preserveSharedStateOnUnmount` the state stays
 * while one widget of the attribute remains.
 */
export function RoutedAttributes() {
  return (
    <>
      {FACET_ATTRIBUTES.map((attribute) => (
        <VirtualFacet key={attribute} attribute={attribute} />
      ))}
      {RANGE_ATTRIBUTES.map((attribute) => (
        <VirtualRange key={attribute} attribute={attribute} />
      ))}
      {TOGGLES.map((attribute) => (
        <VirtualToggle key={attribute} attribute={attribute} />
      ))}
      <VirtualMenu attribute={LIST_ATTRIBUTE} />
      <VirtualMenu attribute={SHOW_IGNORED_ATTRIBUTE} />
      <VirtualMenu attribute={TITLE_ATTRIBUTE} />
    </>
  );
}
