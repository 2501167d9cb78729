import { createHash } from 'node:crypto';
import { isCategorySlug, slugify, type TermKind } from '@spielraum/schema';
import type { ProductRow } from './types';

/** Which ProductRow arrays become taxonomy terms of which kind. */
const TERM_FIELDS: Array<[keyof ProductRow, TermKind]> = [
  ['gameCategory', 'game_category'],
  ['gameMechanism', 'game_mechanism'],
  ['gameMode', 'game_mode'],
  ['genre', 'genre'],
  ['tag', 'tag'],
  ['serie', 'serie'],
  ['license', 'license'],
  ['award', 'award'],
  ['language', 'language'],
  ['component', 'component'],
  ['color', 'color'],
  ['modelType', 'model_type'],
  ['kitType', 'kit_type'],
  ['material', 'material'],
  ['productVariant', 'product_variant'],
  ['bookType', 'book_type'],
  ['weaponType', 'weapon_type'],
  ['unitRole', 'unit_role'],
  ['format', 'format'],
  ['specialFeatures', 'special_features'],
  ['alliance', 'alliance'],
  ['sports', 'sports'],
];

export interface StagedProduct {
  externalId: string;
  versionId: string;
  slug: string;
  label: string;
  alternativeTitles: string[];
  group: string;
  productType: string;
  description: string;
  sku: string | null;
  gtin: string | null;
  language: string;
  publisher: { name: string; slug: string } | null;
  people: Array<{ name: string; slug: string; role: 'designer' | 'author' | 'illustrator' }>;
  terms: Array<{ kind: TermKind; name: string; slug: string }>;
  playersFrom: number | null;
  playersTo: number | null;
  playingTime: number | null;
  releaseYear: number | null;
  ageFrom: number | null;
  ageTo: number | null;
  availableFrom: string | null;
  ratingCenti: number | null;
  totalVotes: number;
  numberOfPages: number | null;
  bggId: number | null;
  numberOfCards: number | null;
  unitSize: number | null;
  scale: string | null;
  fraction: string | null;
  /** Image addresses (http/https, the first is the cover); fetched after the run by a job. */
  mediaFiles: string[];
  hash: string;
}

/** More images than a game page's gallery shows are not downloaded. */
const MAX_MEDIA_FILES = 10;

/** Only web addresses are fetched; anything else in the feed (data:, file:, a path) is dropped. */
function webAddresses(values: string[]): string[] {
  return values
    .filter((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === 'http:' || protocol === 'https:';
      } catch {
        return false;
      }
    })
    .slice(0, MAX_MEDIA_FILES);
}

/** More would be keyword stuffing rather than titles the product was sold under. */
const MAX_ALTERNATIVE_TITLES = 10;

const named = (names: string[]) =>
  [
    ...new Map(
      names
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => [slugify(name), name]),
    ).entries(),
  ]
    .filter(([slug]) => slug !== '')
    .map(([slug, name]) => ({ name, slug }));

/**
 * Turns a validated product-feed row into what the set-wise apply needs: names with their
 * slugs, the taxonomy terms by kind, a content hash. Returns a reason string when the row
 * cannot be used (unknown group).
 */
export function stageProductRow(row: ProductRow): StagedProduct | string {
  if (!isCategorySlug(row.group)) return `group: "${row.group}" is not one of the category slugs`;
  const slug = slugify(row.label) || slugify(row.productId);
  const staged: Omit<StagedProduct, 'hash'> = {
    externalId: row.productId,
    versionId: row.productVersionId ?? row.productId,
    slug,
    label: row.label,
    alternativeTitles: row.alternativeTitle
      .filter((title) => title !== row.label)
      .slice(0, MAX_ALTERNATIVE_TITLES),
    group: row.group,
    productType: row.productType,
    description: row.description,
    sku: row.sku,
    gtin: row.gtin,
    language: row.language[0] ? slugify(row.language[0]).slice(0, 8) || 'de' : 'de',
    publisher: named(row.publisher)[0] ?? null,
    people: [
      ...named(row.designer).map((person) => ({ ...person, role: 'designer' as const })),
      ...named(row.author).map((person) => ({ ...person, role: 'author' as const })),
      ...named(row.illustrator).map((person) => ({ ...person, role: 'illustrator' as const })),
    ],
    terms: TERM_FIELDS.flatMap(([field, kind]) =>
      named(row[field] as string[]).map((term) => ({ kind, ...term })),
    ),
    playersFrom: row.numberOfPlayersFrom,
    playersTo: row.numberOfPlayersTo,
    playingTime: row.playingTime,
    releaseYear: row.releaseYear,
    ageFrom: row.ageFrom,
    ageTo: row.ageTo,
    availableFrom: row.availableFrom,
    ratingCenti: row.rating === null ? null : Math.round(row.rating * 100),
    totalVotes: row.totalVotes ?? 0,
    numberOfPages: row.numberOfPages,
    bggId: row.bggId,
    numberOfCards: row.numberOfCards,
    unitSize: row.unitSize,
    scale: row.scale,
    fraction: row.fraction,
    mediaFiles: webAddresses(row.mediaFiles),
  };
  return { ...staged, hash: createHash('md5').update(JSON.stringify(staged)).digest('hex') };
}
