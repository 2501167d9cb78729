import {
  CATEGORY_TILES,
  GENRE_TILES,
  languageName,
  PRODUCT_GROUPS,
  PUBLISHER_TILES,
  TCG_SUBCATEGORIES,
  THEME_WORLD_TILES,
} from '@spielraum/schema';
import type { CurrentRefinementsConnectorParamsItem } from 'instantsearch.js/es/connectors/current-refinements/connectCurrentRefinements';

/**
 * Facet values travel through InstantSearch as our keys (`12-familienspiele`); the search API
 * answers each key with its display label. The search client remembers every label it sees
 * here, so refinement lists and current refinements can show `Familienspiele` instead.
 */
const labelsByAttribute = new Map<string, Map<string, string>>();

/**
 * Labels the schema knows without asking the search API, by facet and value slug (the key
 * without its `<id>-`): groups and trading-card games, and the terms of the start page's tiles.
 */
const FALLBACK_LABELS = new Map<string, Map<string, string>>([
  ['groups', new Map(PRODUCT_GROUPS.map((group) => [group.slug, group.title.de]))],
  ['tcg', new Map(TCG_SUBCATEGORIES.map((tcg) => [tcg.value, tcg.title.de]))],
  [
    'categories',
    new Map(
      CATEGORY_TILES.flatMap((tile) =>
        tile.term?.startsWith('group:') === false ? [[tile.term, tile.title.de]] : [],
      ),
    ),
  ],
  [
    'genres',
    new Map(GENRE_TILES.flatMap((tile) => (tile.term === null ? [] : [[tile.term, tile.title.de]]))),
  ],
  ['themeWorlds', new Map(THEME_WORLD_TILES.map((tile) => [tile.slug, tile.title]))],
  ['publishers', new Map(PUBLISHER_TILES.map((tile) => [tile.slug, tile.title]))],
]);

/** The slug part of a term key: `12-worker-placement` → `worker-placement`. */
function slugOf(key: string): string {
  return /^\d+-(.+)$/.exec(key)?.[1] ?? key;
}

/** A slug as words, each capitalised: `worker-placement` → "Worker Placement". */
function readableSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Stores the labels of facet options as the search API sent them. */
export function rememberFacetLabels(
  attribute: string,
  options: readonly { key: string; label: string }[],
): void {
  if (options.length === 0) return;
  let labels = labelsByAttribute.get(attribute);
  if (!labels) {
    labels = new Map();
    labelsByAttribute.set(attribute, labels);
  }
  for (const option of options) labels.set(option.key, option.label);
}

/**
 * The display label of a facet value: what the search API last said for this key; without that
 * (a search that failed before any answer) the schema's title (groups, trading-card games, the
 * start page's tiles, language names), else words read from the key's slug, never the raw key.
 */
export function facetLabel(attribute: string, key: string): string {
  const known = labelsByAttribute.get(attribute)?.get(key);
  if (known !== undefined) return known;
  const slug = slugOf(key);
  const fallback = FALLBACK_LABELS.get(attribute);
  const schemaLabel = fallback?.get(key) ?? fallback?.get(slug);
  if (schemaLabel !== undefined) return schemaLabel;
  if (attribute === 'language') {
    const name = languageName(slug);
    if (name !== slug) return name;
  }
  return readableSlug(slug) || key;
}

/**
 * A `transformItems` for RefinementList and Menu that shows labels instead of keys:
 * `<RefinementList attribute="categories" transformItems={withFacetLabels('categories')} />`.
 * Values stay keys, so refining keeps working; while searching inside the facet the widget
 * shows `highlighted`, which the search client already builds from the label.
 */
export function withFacetLabels(attribute: string) {
  return <TItem extends { value: string; label: string }>(items: TItem[]): TItem[] =>
    items.map((item) => ({ ...item, label: facetLabel(attribute, item.value) }));
}

/**
 * A `transformItems` for CurrentRefinements: facet refinements get their labels, numeric ones
 * (`≥ 10`) and the query stay as InstantSearch wrote them.
 */
export function currentRefinementsWithLabels(
  items: CurrentRefinementsConnectorParamsItem[],
): CurrentRefinementsConnectorParamsItem[] {
  return items.map((item) => ({
    ...item,
    refinements: item.refinements.map((refinement) =>
      refinement.type === 'numeric' || refinement.type === 'query'
        ? refinement
        : { ...refinement, label: facetLabel(refinement.attribute, String(refinement.value)) },
    ),
  }));
}

/** Facet labels of a server-rendered list: attribute → key → label. */
export type FacetLabelSnapshot = Record<string, Record<string, string>>;

/** Name of the global that carries the labels of a server-rendered list to the browser. */
export const FACET_LABELS_GLOBAL = '__SEARCH_FACET_LABELS__';

/**
 * The labels the page shows for the given facet keys (the server's search results and
 * refinements), for the browser to remember before it hydrates: otherwise its first render
 * would show keys (`1-familienspiele`) where the server wrote labels, a hydration mismatch.
 */
export function facetLabelSnapshot(
  keysByAttribute: ReadonlyMap<string, ReadonlySet<string>>,
): FacetLabelSnapshot {
  const snapshot: FacetLabelSnapshot = {};
  for (const [attribute, keys] of keysByAttribute) {
    const labels = labelsByAttribute.get(attribute);
    if (!labels) continue;
    for (const key of keys) {
      const label = labels.get(key);
      if (label !== undefined) (snapshot[attribute] ??= {})[key] = label;
    }
  }
  return snapshot;
}

/** Remembers the labels a server-rendered page came with. */
export function rememberFacetLabelSnapshot(snapshot: FacetLabelSnapshot | undefined): void {
  if (!snapshot) return;
  for (const [attribute, labels] of Object.entries(snapshot)) {
    rememberFacetLabels(
      attribute,
      Object.entries(labels).map(([key, label]) => ({ key, label })),
    );
  }
}
