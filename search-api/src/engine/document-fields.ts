import {
  PRODUCT_GROUPS,
  TCG_SUBCATEGORIES,
  facetKey,
  type FacetValue,
  type SearchDocument,
} from '@spielraum/schema';
import type { DocumentText } from './text-index';
import type { KeywordFacetName, TermsFacetName } from './types';

/** A facet value as the engine stores it. */
export interface FacetEntry {
  key: string;
  label: string;
}

/** Where each terms facet of the catalogue reads its values in a search document. */
export const TERMS_VALUES: Record<TermsFacetName, (document: SearchDocument) => FacetValue[]> = {
  publishers: (document) => document.publishers,
  designer: (document) => document.designers,
  authors: (document) => document.authors,
  language: (document) => document.languages,
  categories: (document) => document.categories,
  mechanics: (document) => document.mechanics,
  genres: (document) => document.genres,
  series: (document) => document.series,
  tags: (document) => document.tags,
  themeWorlds: (document) => document.themeWorlds,
};

const groupLabels = new Map<string, string>(PRODUCT_GROUPS.map((group) => [group.slug, group.title.de]));
const tcgLabels = new Map<string, string>(TCG_SUBCATEGORIES.map((tcg) => [tcg.value, tcg.title.de]));

/** The document's values of a terms facet, keyed `${id}-${slug}` and labelled by name. */
export function termsEntries(name: TermsFacetName, document: SearchDocument): FacetEntry[] {
  return TERMS_VALUES[name](document).map((value) => ({ key: facetKey(value), label: value.name }));
}

/** The document's value of a keyword facet; group and tcg carry their German titles as labels. */
export function keywordEntries(name: KeywordFacetName, document: SearchDocument): FacetEntry[] {
  switch (name) {
    case 'groups':
      return [{ key: document.group, label: groupLabels.get(document.group) ?? document.group }];
    case 'productType':
      return [{ key: document.productType, label: document.productType }];
    case 'availability':
      return [{ key: document.availability, label: document.availability }];
    case 'tcg':
      return document.tcg ? [{ key: document.tcg, label: tcgLabels.get(document.tcg) ?? document.tcg }] : [];
  }
}

const names = (values: FacetValue[]) => values.map((value) => value.name);

/** The document's searchable text by field group; the group and TCG names are labels too. */
export function documentText(document: SearchDocument): DocumentText {
  return {
    title: document.title,
    alternativeTitles: document.alternativeTitles,
    names: [
      ...names(document.publishers),
      ...names(document.designers),
      ...names(document.authors),
      ...names(document.illustrators),
      ...names(document.series),
    ],
    labels: [
      groupLabels.get(document.group) ?? document.group,
      ...(document.tcg ? [tcgLabels.get(document.tcg) ?? document.tcg] : []),
      ...names(document.categories),
      ...names(document.mechanics),
      ...names(document.genres),
      ...names(document.tags),
      ...names(document.themeWorlds),
      ...names(document.awards),
    ],
    description: document.description,
  };
}
