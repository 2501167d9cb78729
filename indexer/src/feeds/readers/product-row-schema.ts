import { z } from 'zod';
import { CATEGORY_SLUGS, productTypeValues, type ProductType } from '@spielraum/schema';
import type { ParsedRow, ProductRow } from '../types';
import {
  encodingProblem,
  normalizeGtin,
  parseDecimal,
  parseIsoDate,
  parseWholeNumber,
  type Parsed,
} from './values';
import { reportIssue, validateRow } from './zod-fields';

/**
 * The zod schema the product-attribute readers (JSON Lines, CSV) apply: SPEC §3 attribute names in,
 * ProductRow out. Values may be text or numbers; multi-valued attributes are lists (a single text
 * is one value; the CSV reader splits `|` before). Unknown attributes are ignored. A failing row
 * gets every problem as `<attribute>: <reason>`, `; `-separated.
 */

/** Multi-valued attributes of SPEC §3 and their ProductRow property. */
export const PRODUCT_LIST_ATTRIBUTES = {
  alternative_title: 'alternativeTitle',
  game_category: 'gameCategory',
  game_mechanism: 'gameMechanism',
  game_mode: 'gameMode',
  genre: 'genre',
  tag: 'tag',
  serie: 'serie',
  license: 'license',
  illustrator: 'illustrator',
  author: 'author',
  designer: 'designer',
  award: 'award',
  publisher: 'publisher',
  language: 'language',
  component: 'component',
  color: 'color',
  media_files: 'mediaFiles',
  model_type: 'modelType',
  kit_type: 'kitType',
  material: 'material',
  product_variant: 'productVariant',
  book_type: 'bookType',
  weapon_type: 'weaponType',
  unit_role: 'unitRole',
  format: 'format',
  special_features: 'specialFeatures',
  alliance: 'alliance',
  sports: 'sports',
} as const satisfies Record<string, keyof ProductRow>;

export type ProductListAttribute = keyof typeof PRODUCT_LIST_ATTRIBUTES;

/** Whole-number attributes with their plausible range. */
const WHOLE_NUMBER_ATTRIBUTES = {
  number_of_players_from: { property: 'numberOfPlayersFrom', min: 1, max: 1000 },
  number_of_players_to: { property: 'numberOfPlayersTo', min: 1, max: 1000 },
  playing_time: { property: 'playingTime', min: 1, max: 10_000 },
  release_year: { property: 'releaseYear', min: 1800, max: 2100 },
  age_from: { property: 'ageFrom', min: 0, max: 99 },
  age_to: { property: 'ageTo', min: 0, max: 99 },
  total_votes: { property: 'totalVotes', min: 0, max: 1_000_000_000 },
  number_of_pages: { property: 'numberOfPages', min: 1, max: 100_000 },
  unit_size: { property: 'unitSize', min: 1, max: 100_000 },
  number_of_cards: { property: 'numberOfCards', min: 1, max: 100_000 },
  /** The game's BoardGameGeek id (a positive integer within PostgreSQL's integer). */
  bgg_id: { property: 'bggId', min: 1, max: 2_147_483_647 },
} as const satisfies Record<string, { property: keyof ProductRow; min: number; max: number }>;

/** Every attribute the product readers take (SPEC §3 names). */
export const PRODUCT_ATTRIBUTES = [
  'product_id',
  'product_version_id',
  'label',
  'sku',
  'gtin',
  'group',
  'product_type',
  'description',
  'available_from',
  'rating',
  'fraction',
  'scale',
  ...(Object.keys(WHOLE_NUMBER_ATTRIBUTES) as Array<keyof typeof WHOLE_NUMBER_ATTRIBUTES>),
  ...(Object.keys(PRODUCT_LIST_ATTRIBUTES) as ProductListAttribute[]),
] as const;

/** Columns a product CSV must have. */
export const PRODUCT_REQUIRED_ATTRIBUTES = ['product_id', 'label', 'group'] as const;

const MAX_TEXT = 1000;
const MAX_DESCRIPTION = 100_000;

type Ctx = Parameters<typeof reportIssue>[0];

/** A scalar as text (numbers printed); undefined when absent or blank; NEVER after an issue. */
function scalar(
  field: string,
  value: unknown,
  maxLength: number,
  ctx: Ctx,
): string | undefined | typeof z.NEVER {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return reportIssue(ctx, `${field}: expected text or a number`);
  const text = value.trim();
  if (text === '') return undefined;
  const problem = encodingProblem(field, text);
  if (problem) return reportIssue(ctx, problem);
  if (text.length > maxLength)
    return reportIssue(ctx, `${field}: ${text.length} characters is too long (max ${maxLength})`);
  return text;
}

function textAttribute(field: string, options: { required: boolean; maxLength?: number }) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      const text = scalar(field, value, options.maxLength ?? MAX_TEXT, ctx);
      if (text === z.NEVER) return z.NEVER;
      if (text === undefined) return options.required ? reportIssue(ctx, `${field}: missing`) : null;
      return text;
    });
}

function parsedAttribute<T>(field: string, parse: (text: string) => Parsed<T>, required = false) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T | null => {
      const text = scalar(field, value, MAX_TEXT, ctx);
      if (text === z.NEVER) return z.NEVER;
      if (text === undefined) return required ? reportIssue(ctx, `${field}: missing`) : null;
      const parsed = parse(text);
      return parsed.ok ? parsed.value : reportIssue(ctx, `${field}: ${parsed.reason}`);
    });
}

function rangeAttribute(field: string, min: number, max: number, parse: (text: string) => Parsed<number>) {
  return parsedAttribute(field, (text) => {
    const parsed = parse(text);
    if (!parsed.ok) return parsed;
    if (parsed.value < min || parsed.value > max)
      return { ok: false, reason: `${parsed.value} is out of range (${min} to ${max})` };
    return parsed;
  });
}

/** A media file entry: a URL, or an object with `imageUrl` (SPEC's game media file) or `url`. */
function mediaFileText(entry: unknown): unknown {
  if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
    const { imageUrl, url } = entry as { imageUrl?: unknown; url?: unknown };
    return imageUrl ?? url;
  }
  return entry;
}

function listAttribute(field: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string[] => {
      if (value === undefined || value === null) return [];
      const entries = Array.isArray(value) ? value : [value];
      const result: string[] = [];
      for (const entry of entries) {
        const text = scalar(field, field === 'media_files' ? mediaFileText(entry) : entry, MAX_TEXT, ctx);
        if (text === z.NEVER) return z.NEVER;
        if (text !== undefined && !result.includes(text)) result.push(text);
      }
      return result;
    });
}

function enumParser<T extends string>(values: readonly T[]) {
  return (text: string): Parsed<T> =>
    (values as readonly string[]).includes(text)
      ? { ok: true, value: text as T }
      : { ok: false, reason: `"${text}" is unknown` };
}

const listShape = Object.fromEntries(
  Object.keys(PRODUCT_LIST_ATTRIBUTES).map((name) => [name, listAttribute(name)]),
) as Record<ProductListAttribute, ReturnType<typeof listAttribute>>;

const wholeNumberShape = Object.fromEntries(
  Object.entries(WHOLE_NUMBER_ATTRIBUTES).map(([name, { min, max }]) => [
    name,
    rangeAttribute(name, min, max, parseWholeNumber),
  ]),
) as Record<keyof typeof WHOLE_NUMBER_ATTRIBUTES, ReturnType<typeof rangeAttribute>>;

type ProductData = Omit<ProductRow, 'line'>;

/** SPEC §3 product attributes → ProductRow. */
export const productRowSchema = z
  .object({
    product_id: textAttribute('product_id', { required: true, maxLength: 200 }),
    product_version_id: textAttribute('product_version_id', { required: false, maxLength: 200 }),
    label: textAttribute('label', { required: true }),
    sku: textAttribute('sku', { required: false, maxLength: 200 }),
    gtin: parsedAttribute('gtin', normalizeGtin),
    group: parsedAttribute('group', enumParser(CATEGORY_SLUGS), true),
    product_type: parsedAttribute('product_type', enumParser(productTypeValues)),
    description: textAttribute('description', { required: false, maxLength: MAX_DESCRIPTION }),
    available_from: parsedAttribute('available_from', parseIsoDate),
    rating: rangeAttribute('rating', 0, 5, parseDecimal),
    fraction: textAttribute('fraction', { required: false }),
    scale: textAttribute('scale', { required: false }),
    ...wholeNumberShape,
    ...listShape,
  })
  .superRefine((fields, ctx) => {
    const pairs = [
      ['number_of_players_from', 'number_of_players_to'],
      ['age_from', 'age_to'],
    ] as const;
    for (const [from, to] of pairs) {
      const [low, high] = [fields[from], fields[to]];
      if (low !== null && high !== null && high < low)
        ctx.addIssue({ code: 'custom', message: `${to}: ${high} is below ${from} ${low}` });
    }
  })
  .transform((fields): ProductData => {
    const lists = Object.fromEntries(
      Object.entries(PRODUCT_LIST_ATTRIBUTES).map(([name, property]) => [
        property,
        fields[name as ProductListAttribute],
      ]),
    ) as Pick<ProductData, (typeof PRODUCT_LIST_ATTRIBUTES)[ProductListAttribute]>;
    const numbers = Object.fromEntries(
      Object.entries(WHOLE_NUMBER_ATTRIBUTES).map(([name, { property }]) => [
        property,
        fields[name as keyof typeof WHOLE_NUMBER_ATTRIBUTES],
      ]),
    ) as Pick<
      ProductData,
      (typeof WHOLE_NUMBER_ATTRIBUTES)[keyof typeof WHOLE_NUMBER_ATTRIBUTES]['property']
    >;
    return {
      productId: fields.product_id!,
      productVersionId: fields.product_version_id,
      label: fields.label!,
      sku: fields.sku,
      gtin: fields.gtin,
      group: fields.group!,
      productType: fields.product_type ?? ('game' satisfies ProductType),
      description: fields.description ?? '',
      availableFrom: fields.available_from,
      rating: fields.rating,
      fraction: fields.fraction,
      scale: fields.scale,
      ...numbers,
      ...lists,
    };
  });

/** Validates one product record; `raw` is only called for a failing row. */
export function validateProduct(
  line: number,
  attributes: Record<string, unknown>,
  raw: () => string,
): ParsedRow<ProductRow> {
  return validateRow(productRowSchema, line, attributes, raw);
}
