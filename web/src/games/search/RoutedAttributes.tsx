import { SEARCH_FIELDS } from '@spielraum/schema';
import type { Connector, Widget } from 'instantsearch.js';
import connectMenu from 'instantsearch.js/es/connectors/menu/connectMenu.js';
import connectRange from 'instantsearch.js/es/connectors/range/connectRange.js';
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js';
import connectToggleRefinement from 'instantsearch.js/es/connectors/toggle-refinement/connectToggleRefinement.js';
import { useConnector } from 'react-instantsearch';
import {
  LIST_ATTRIBUTE,
  SHOW_IGNORED_ATTRIBUTE,
  RANGE_ATTRIBUTES,
  TITLE_ATTRIBUTE,
  TOGGLE_ON_VALUES,
  type ToggleAttribute,
} from '../../search/search-attributes';
import { FACET_VALUE_LIMITS } from './facet-value-limits';

const FACET_ATTRIBUTES = SEARCH_FIELDS.filter((field) => field.faceted).map((field) => field.name);
const TOGGLES = Object.keys(TOGGLE_ON_VALUES) as ToggleAttribute[];
const MENU_ATTRIBUTES = [LIST_ATTRIBUTE, SHOW_IGNORED_ATTRIBUTE, TITLE_ATTRIBUTE];

const nothing = () => undefined;

/**
 * The state parts of InstantSearch's own widgets for every attribute the URL can carry; the
 * facets with the filters' value limits, so the hidden desktop filters of a phone need not mount
 * for the search to stay the server's.
 */
function attributeWidgets(): Widget[] {
  return [
    ...FACET_ATTRIBUTES.map((attribute) =>
      connectRefinementList(nothing)({ attribute, ...FACET_VALUE_LIMITS }),
    ),
    ...RANGE_ATTRIBUTES.map((attribute) => connectRange(nothing)({ attribute })),
    ...TOGGLES.map((attribute) =>
      connectToggleRefinement(nothing)({ attribute, on: TOGGLE_ON_VALUES[attribute] }),
    ),
    ...MENU_ATTRIBUTES.map((attribute) => connectMenu(nothing)({ attribute })),
  ] as Widget[];
}

type SearchState = Parameters<NonNullable<Widget['getWidgetSearchParameters']>>[0];

/**
 * One widget standing for a refinement list, range, toggle or menu widget per attribute: their
 * URL state (`getWidgetUiState`), search parameters and clean-up are exactly theirs, run in
 * turn; they never render. As one widget instead of 26, mounting the list costs InstantSearch
 * one registration instead of 26, and each of those recomputes the state of every widget
 * mounted before it.
 */
const connectRoutedAttributes: Connector<{ $$type: 'spielraum.routedAttributes' }, Record<string, never>> =
  () => (widgetParams) => {
    const widgets = attributeWidgets();
    return {
      $$type: 'spielraum.routedAttributes',
      widgetParams,
      init: nothing,
      getWidgetUiState: (uiState, options) =>
        widgets.reduce((state, widget) => widget.getWidgetUiState?.(state, options) ?? state, uiState),
      getWidgetSearchParameters: (parameters, options) =>
        widgets.reduce<SearchState>(
          (state, widget) => widget.getWidgetSearchParameters?.(state, options) ?? state,
          parameters,
        ),
      dispose: (options) =>
        widgets.reduce<SearchState>((state, widget) => {
          const next = widget.dispose?.({ ...options, state });
          return next ? (next as SearchState) : state;
        }, options.state as SearchState),
    };
  };

/**
 * A widget without UI for every attribute the URL can carry. InstantSearch drops state that no
 * mounted widget reads; with this, a refinement survives when its visible widget unmounts (the
 * mobile filter panel closing, a facet without values, the title of the advanced search that
 * has no widget on the list at all). With `preserveSharedStateOnUnmount` the state stays while
 * one widget of the attribute remains.
 */
export function RoutedAttributes() {
  useConnector(connectRoutedAttributes, {});
  return null;
}
