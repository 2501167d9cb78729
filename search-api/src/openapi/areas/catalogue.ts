import { z } from 'zod';
import {
  dealerResponseSchema,
  dealersResponseSchema,
  dealerSlugSchema,
  dealsQuerySchema,
  dealsResponseSchema,
  facetValuesResponseSchema,
  filterDataResponseSchema,
  gameCardsQuerySchema,
  gamePageResponseSchema,
  LIMITS,
  nameSuggestionsResponseSchema,
  productHistoryResponseSchema,
  productViewRequestSchema,
  SEARCH_FIELDS,
  SORT_OPTIONS,
  successResponseSchema,
  suggestRequestSchema,
  suggestResponseSchema,
} from '@spielraum/schema';
import { imageQuerySchema } from '../../routes/images/index';
import type { ApiArea } from '../area';
import { binaryAnswer, idParam, type QueryParameter } from '../operation';

const KIND_HINT = {
  terms: 'term keys `<id>-<slug>`, several comma-separated or repeated (any of them)',
  keyword: 'keys `[a-z0-9_-]`, several comma-separated or repeated',
  range: '`min-max`, either side may stay empty (prices in euros)',
  toggle: '`1` or `0`',
} as const;

/**
 * The search's URL parameters (`parseSearchParams` in schema/contracts/search-params.ts, one
 * reader for the game list's address and the API): written from SEARCH_FIELDS so a new filter
 * is described the moment it exists.
 */
const SEARCH_PARAMETERS: readonly QueryParameter[] = [
  {
    name: 'term',
    description: 'Search text (at most 200 characters).',
    schema: { type: 'string', maxLength: 200 },
  },
  {
    name: 'title',
    description: 'Words the title must contain (at most 200 characters).',
    schema: { type: 'string', maxLength: 200 },
  },
  ...SEARCH_FIELDS.map((field) => ({
    name: field.param,
    description: `${field.label.en} (${field.label.de}): ${KIND_HINT[field.kind]}.`,
    schema: { type: 'string' },
  })),
  {
    name: 'filter-liste',
    description: "Only the signed-in user's `collection` or `wishlist` (401 for visitors).",
    schema: { type: 'string', enum: ['collection', 'wishlist', 'none'] },
  },
  {
    name: 'show-ignored',
    description: "`1`: a signed-in user's ignored games are shown too.",
    schema: { type: 'string', enum: ['1', '0', 'true', 'false', 'ja', 'nein'] },
  },
  {
    name: 'sort',
    description: 'Order of the hits.',
    schema: { type: 'string', enum: SORT_OPTIONS.map((option) => option.value), default: 'relevance' },
  },
  {
    name: 'page',
    description: '1-based page.',
    schema: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  },
  {
    name: 'rowsPerPage',
    description: 'Hits per page.',
    schema: { type: 'integer', minimum: 1, maximum: 96, default: LIMITS.rowsPerPage },
  },
];

const SEARCH_LIMITS = `At most ${LIMITS.maxFilters} filters at once (each selected value counts); more answer 400 \`too many filters\`. 503 while the search index loads.`;

export const catalogueArea: ApiArea = {
  tag: 'Catalogue',
  description: 'Game pages, images, dealers, game cards and the product history.',
  operations: [
    {
      method: 'get',
      path: '/api/game/{slug}/',
      summary: 'Everything the game page shows',
      access: 'public',
      response: gamePageResponseSchema,
      errors: [404],
      cacheControl: 'public, max-age=60',
    },
    {
      method: 'get',
      path: '/api/images/{id}',
      summary: 'A media file as a raster image in one of the fixed widths (AVIF, WebP or JPEG by `Accept`)',
      access: 'public',
      params: { id: idParam },
      query: imageQuerySchema,
      response: binaryAnswer('The image; never wider than its original.', [
        'image/avif',
        'image/webp',
        'image/jpeg',
      ]),
      errors: [404],
      cacheControl: 'public, max-age=31536000, immutable',
    },
    {
      method: 'get',
      path: '/api/dealers/',
      summary: 'The active dealers',
      access: 'public',
      response: dealersResponseSchema,
      cacheControl: 'public, max-age=60',
    },
    {
      method: 'get',
      path: '/api/dealers/{slug}/',
      summary: 'One dealer with its games',
      access: 'public',
      params: { slug: dealerSlugSchema },
      response: dealerResponseSchema,
      errors: [404],
      cacheControl: 'public, max-age=60',
    },
    {
      method: 'get',
      path: '/api/gamecards/',
      summary: "The cards of games by id (a browser's own history kept in localStorage)",
      access: 'public',
      query: gameCardsQuerySchema,
      response: productHistoryResponseSchema,
    },
    {
      method: 'get',
      path: '/api/userproductshistory/',
      summary: 'The games the signed-in user opened',
      access: 'user',
      response: productHistoryResponseSchema,
    },
    {
      method: 'post',
      path: '/api/userproductshistory/',
      summary: 'Record a game the signed-in user opened',
      description: 'Only when the consent cookie allows the product history (else 403 `no consent`).',
      access: 'user',
      body: productViewRequestSchema,
      response: successResponseSchema,
      errors: [404],
    },
    {
      method: 'delete',
      path: '/api/userproductshistory/',
      summary: "Clear the signed-in user's product history",
      access: 'user',
      response: successResponseSchema,
    },
  ],
};

export const searchArea: ApiArea = {
  tag: 'Search',
  description: 'The game search with its facets, and the search box’s type-ahead.',
  operations: [
    {
      method: 'get',
      path: '/api/filter/data/',
      summary: 'Search games: hits, total, facet counts and range statistics',
      description: SEARCH_LIMITS,
      access: 'optional-user',
      queryParameters: SEARCH_PARAMETERS,
      response: filterDataResponseSchema,
      errors: [401, 503],
    },
    {
      method: 'get',
      path: '/api/filter/namesearch/',
      summary: 'Type-ahead of game names (`term` required)',
      description: `Takes the search parameters; \`key\` and \`value\` add one more facet value. ${SEARCH_LIMITS}`,
      access: 'optional-user',
      queryParameters: [
        ...SEARCH_PARAMETERS,
        {
          name: 'key',
          description: 'A facet (its name or `filter-` parameter) to narrow by.',
          schema: { type: 'string' },
        },
        {
          name: 'value',
          description: 'The value of `key`.',
          schema: { type: 'string', pattern: '^[a-z0-9_-]{1,80}$' },
        },
      ],
      response: nameSuggestionsResponseSchema,
      errors: [401, 503],
    },
    {
      method: 'get',
      path: '/api/filter/{type}/',
      summary: "Search inside one facet's values, with a `more` flag",
      description: `\`type\` is a facet's name or its parameter without \`filter-\`; an unknown one answers 404. Takes the search parameters too. ${SEARCH_LIMITS}`,
      access: 'optional-user',
      params: { type: z.string() },
      queryParameters: [
        {
          name: 'search',
          description: 'Text the values must contain (at most 100 characters).',
          schema: { type: 'string', maxLength: 100 },
        },
        {
          name: 'offset',
          description: 'Values to skip.',
          schema: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
        },
        {
          name: 'rowsPerPage',
          description: 'Values per answer.',
          schema: { type: 'integer', minimum: 1, maximum: 100, default: LIMITS.filterOptionPageSize },
        },
        ...SEARCH_PARAMETERS.filter((parameter) => parameter.name !== 'rowsPerPage'),
      ],
      response: facetValuesResponseSchema,
      errors: [401, 404, 503],
    },
    {
      method: 'get',
      path: '/api/deals/',
      summary:
        "Preisstürze: games whose best offer is below its dealer's own 30-day low, the biggest real discount first",
      description: 'Filterable by product group; 24 per page, with the count per group.',
      access: 'public',
      query: dealsQuerySchema,
      response: dealsResponseSchema,
      cacheControl: 'public, max-age=60',
    },
    {
      method: 'get',
      path: '/api/suggest/',
      summary: "The search box's type-ahead: games, publishers, designers, magazine posts",
      description:
        "A signed-in user's answer leaves out the games they ignore. 503 while the search index loads.",
      access: 'optional-user',
      query: suggestRequestSchema,
      response: suggestResponseSchema,
      errors: [503],
    },
  ],
};
