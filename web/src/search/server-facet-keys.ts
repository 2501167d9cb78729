import type { InstantSearchServerState } from 'react-instantsearch';

/**
 * Every facet key a server-rendered list can show: the facet values of its results and the
 * refined values of its search state (a refined value may have no hits left).
 */
export function facetKeysOf(state: InstantSearchServerState): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  const add = (attribute: string, values: Iterable<string>) => {
    let set = keys.get(attribute);
    if (!set) keys.set(attribute, (set = new Set()));
    for (const value of values) set.add(value);
  };
  for (const { state: params, results } of Object.values(state.initialResults)) {
    for (const result of results ?? []) {
      for (const [attribute, counts] of Object.entries(result.facets ?? {}))
        add(attribute, Object.keys(counts));
    }
    for (const refinements of [params?.facetsRefinements, params?.disjunctiveFacetsRefinements]) {
      for (const [attribute, values] of Object.entries(refinements ?? {})) add(attribute, values.map(String));
    }
  }
  return keys;
}
