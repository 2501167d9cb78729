import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import type { SearchDocument } from '@spielraum/schema';
import { TERMS_FACETS, isCountedFacet } from '../src/engine/catalogue';
import { documentText, TERMS_VALUES } from '../src/engine/document-fields';
import { shownProductTypes, showsProductsWithoutDeals } from '../src/engine/product-rules';
import type {
  CountedFacetName,
  FilterSet,
  KeywordFacetName,
  SearchQuery,
  TermsFacetName,
} from '../src/engine/types';
import type { BenchOperation } from './query-classes';

/** Column of each terms facet (int[] of value ids) and keyword facet in the baseline table. */
const TERMS_COLUMNS: Record<TermsFacetName, string> = {
  publishers: 'publishers',
  designer: 'designers',
  authors: 'authors',
  language: 'languages',
  categories: 'categories',
  mechanics: 'mechanics',
  genres: 'genres',
  series: 'series',
  tags: 'tags',
  themeWorlds: 'theme_worlds',
};
const KEYWORD_COLUMNS: Record<KeywordFacetName, string> = {
  groups: 'grp',
  productType: 'product_type',
  availability: 'availability',
  tcg: 'tcg',
};
const RANGE_COLUMNS = {
  price: 'price',
  yearOfPublication: 'year',
  minAge: 'age',
  playTime: 'play_time',
} as const;
const SORT_SQL: Record<SearchQuery['sort'], string> = {
  relevance: 'popularity DESC, id',
  'total-asc': 'price ASC NULLS LAST, popularity DESC, id',
  'total-desc': 'price DESC NULLS LAST, popularity DESC, id',
  'price-asc': 'best_price ASC NULLS LAST, popularity DESC, id',
  'rating-desc': 'rating DESC NULLS LAST, popularity DESC, id',
  newest: 'created_at DESC, popularity DESC, id',
  'discount-desc': 'discount DESC, popularity DESC, id',
};

const COLUMNS = [
  'id',
  'slug',
  'title',
  'names',
  'grp',
  'product_type',
  'availability',
  'tcg',
  'has_deal',
  ...Object.values(TERMS_COLUMNS),
  'price',
  'best_price',
  'year',
  'age',
  'players_from',
  'players_to',
  'play_time',
  'rating',
  'popularity',
  'created_at',
  'discount',
  'description',
];

function copyText(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  return String(value)
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

function copyLine(document: SearchDocument): string {
  const text = documentText(document);
  const values: Array<string | number | boolean | null> = [
    document.id,
    document.slug,
    document.title,
    [...text.names, ...text.labels].join(' '),
    document.group,
    document.productType,
    document.availability,
    document.tcg,
    document.hasDeal,
    ...TERMS_FACETS.map((facet) => `{${facetIds(document, facet).join(',')}}`),
    document.bestTotalCents,
    document.bestPriceCents,
    document.releaseYear,
    document.ageFrom,
    document.playersFrom,
    document.playersTo,
    document.playingTimeMinutes,
    document.rating,
    document.popularity,
    document.createdAt,
    document.discountPercent,
    document.description,
  ];
  return `${values.map(copyText).join('\t')}\n`;
}

function facetIds(document: SearchDocument, facet: TermsFacetName): number[] {
  return TERMS_VALUES[facet](document).map((value) => value.id);
}

/** A tsquery for German full text: AND of the words, the last one as a prefix while typing. */
function tsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  const typing = /[\p{L}\p{N}]$/u.test(text);
  return words.map((word, index) => (typing && index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

const idOfKey = (key: string) => Number.parseInt(key, 10);

/**
 * The PostgreSQL full-text baseline of the benchmark: one table with a stored German tsvector
 * (GIN), int[] facet columns (GIN) and plain columns for ranges and sorting. It answers the same
 * operations as the engine: a count, a page, per facet a GROUP BY (disjunctive: each facet
 * without its own filter), min/max of ranges, facet-value search and title type-ahead; the
 * statements of one request run concurrently on a small pool.
 */
export class PostgresBaseline {
  private constructor(
    private readonly sql: postgres.Sql,
    private readonly admin: postgres.Sql,
    readonly database: string,
    readonly version: string,
  ) {}

  /** Creates a temporary database and loads the documents (streamed in batches) with COPY. */
  static async create(options: {
    url: string;
    batches: () => Iterable<SearchDocument[]>;
    log: (line: string) => void;
  }): Promise<{ baseline: PostgresBaseline; loadSeconds: number; indexSeconds: number }> {
    const admin = postgres(options.url, { max: 1, onnotice: () => {} });
    const database = `spielraum_bench_${process.pid}_${Date.now()}`;
    await admin.unsafe(`CREATE DATABASE ${database}`);
    const url = new URL(options.url);
    url.pathname = `/${database}`;
    const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
    const [row] = await sql<Array<{ server_version: string }>>`SHOW server_version`;
    const baseline = new PostgresBaseline(sql, admin, database, row?.server_version ?? 'unknown');
    const started = performance.now();
    await sql.unsafe(`
      CREATE TABLE products (
        id int PRIMARY KEY, slug text, title text, names text, grp text, product_type text,
        availability text, tcg text, has_deal boolean,
        ${Object.values(TERMS_COLUMNS)
          .map((column) => `${column} int[]`)
          .join(', ')},
        price int, best_price int, year int, age int, players_from int, players_to int, play_time int,
        rating real, popularity int, created_at timestamptz, discount int, description text,
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('german', title), 'A') || setweight(to_tsvector('german', coalesce(names, '')), 'B')
          || setweight(to_tsvector('german', coalesce(description, '')), 'C')) STORED,
        title_tsv tsvector GENERATED ALWAYS AS (to_tsvector('german', title)) STORED
      )`);
    const labels = new Map<string, string>();
    for (const batch of options.batches()) {
      for (const document of batch) {
        for (const facet of TERMS_FACETS) {
          for (const value of TERMS_VALUES[facet](document)) labels.set(`${facet}\t${value.id}`, value.name);
        }
      }
      const writable = await sql.unsafe(`COPY products (${COLUMNS.join(', ')}) FROM STDIN`).writable();
      await pipeline(Readable.from(batch.map(copyLine)), writable);
      options.log(`  PostgreSQL: loaded ${batch[batch.length - 1]?.id ?? 0} rows`);
    }
    await sql.unsafe(`CREATE TABLE facet_values (facet text, id int, label text, PRIMARY KEY (facet, id))`);
    const labelWritable = await sql.unsafe(`COPY facet_values (facet, id, label) FROM STDIN`).writable();
    await pipeline(
      Readable.from([...labels].map(([facetAndId, label]) => `${facetAndId}\t${copyText(label)}\n`)),
      labelWritable,
    );
    const loadSeconds = (performance.now() - started) / 1000;
    const indexStarted = performance.now();
    await sql.unsafe(`CREATE INDEX ON products USING gin (tsv)`);
    await sql.unsafe(`CREATE INDEX ON products USING gin (title_tsv)`);
    for (const column of Object.values(TERMS_COLUMNS))
      await sql.unsafe(`CREATE INDEX ON products USING gin (${column})`);
    for (const column of [
      'grp',
      'product_type',
      'availability',
      'price',
      'best_price',
      'year',
      'age',
      'play_time',
      'players_from',
      'popularity',
      'created_at',
      'rating',
      'discount',
    ]) {
      await sql.unsafe(`CREATE INDEX ON products (${column})`);
    }
    await sql.unsafe(`VACUUM ANALYZE products`);
    await sql.unsafe(`ANALYZE facet_values`);
    return { baseline, loadSeconds, indexSeconds: (performance.now() - indexStarted) / 1000 };
  }

  /** Answers one benchmark operation the way a PostgreSQL-backed search would. */
  async run(operation: BenchOperation): Promise<unknown> {
    switch (operation.kind) {
      case 'search':
        return this.search(operation.query);
      case 'facetValues': {
        const { query } = operation;
        const where = this.where({ ...query, filters: query.filters }, query.facet);
        const column = TERMS_COLUMNS[query.facet as TermsFacetName];
        if (!column)
          throw new Error(`baseline answers value search for terms facets only, not ${query.facet}`);
        return this.sql.unsafe(
          `SELECT v AS id, fv.label, count(*) AS count FROM products, unnest(${column}) v
           JOIN facet_values fv ON fv.facet = $${where.params.length + 1} AND fv.id = v
           WHERE ${where.sql} AND fv.label ILIKE $${where.params.length + 2}
           GROUP BY v, fv.label ORDER BY count DESC, fv.label LIMIT ${query.limit + 1} OFFSET ${query.offset}`,
          [...where.params, query.facet, `%${query.term}%`],
        );
      }
      case 'suggest': {
        const where = this.where({ filters: operation.query.filters, titleText: operation.query.term });
        return this.sql.unsafe(
          `SELECT id, slug, title, grp FROM products WHERE ${where.sql} ORDER BY popularity DESC LIMIT ${operation.query.limit}`,
          where.params,
        );
      }
    }
  }

  async close(): Promise<void> {
    await this.sql.end();
    await this.admin.unsafe(`DROP DATABASE IF EXISTS ${this.database}`);
    await this.admin.end();
  }

  private async search(query: SearchQuery): Promise<unknown> {
    const where = this.where(query);
    const tsquery = query.text ? tsQuery(query.text) : null;
    const order =
      query.sort === 'relevance' && tsquery
        ? `ts_rank(tsv, to_tsquery('german', $${where.params.length + 1})) DESC, popularity DESC, id`
        : SORT_SQL[query.sort];
    const statements: Array<Promise<unknown>> = [
      this.sql.unsafe(`SELECT count(*) FROM products WHERE ${where.sql}`, where.params),
      this.sql.unsafe(
        `SELECT id, slug, title, grp, product_type, price, best_price, rating FROM products WHERE ${where.sql}
         ORDER BY ${order} LIMIT ${query.hitsPerPage} OFFSET ${query.page * query.hitsPerPage}`,
        order.includes('ts_rank') ? [...where.params, tsquery] : where.params,
      ),
    ];
    const stats = query.facets.filter((facet) => facet in RANGE_COLUMNS || facet === 'players');
    if (stats.length > 0) {
      statements.push(
        this.sql.unsafe(
          `SELECT min(price), max(price), min(year), max(year), min(age), max(age), min(play_time), max(play_time),
                  min(players_from), max(players_to) FROM products WHERE ${where.sql}`,
          where.params,
        ),
      );
    }
    for (const facet of query.facets) {
      if (!isCountedFacet(facet)) continue;
      const facetWhere = this.where(query, facet);
      const terms = TERMS_COLUMNS[facet as TermsFacetName];
      const keyword = KEYWORD_COLUMNS[facet as KeywordFacetName];
      if (terms) {
        statements.push(
          this.sql.unsafe(
            `SELECT v, count(*) AS count FROM products, unnest(${terms}) v WHERE ${facetWhere.sql}
             GROUP BY v ORDER BY count DESC LIMIT 100`,
            facetWhere.params,
          ),
        );
      } else if (keyword) {
        statements.push(
          this.sql.unsafe(
            `SELECT ${keyword}, count(*) AS count FROM products WHERE ${facetWhere.sql} GROUP BY ${keyword}`,
            facetWhere.params,
          ),
        );
      }
    }
    return Promise.all(statements);
  }

  /** The WHERE clause of a query; `without` leaves out that facet's own filter (disjunctive). */
  private where(
    query: {
      text?: string;
      titleText?: string;
      filters: FilterSet;
      includeIds?: number[];
      excludeIds?: number[];
    },
    without?: CountedFacetName,
  ): { sql: string; params: Array<string | number | boolean | string[] | number[]> } {
    const params: Array<string | number | boolean | string[] | number[]> = [];
    const parameter = (value: string | number | boolean | string[] | number[]) => {
      params.push(value);
      return `$${params.length}`;
    };
    const { filters } = query;
    const conditions = [`product_type = ANY(${parameter(shownProductTypes(filters))}::text[])`];
    if (!showsProductsWithoutDeals(filters)) conditions.push('has_deal');
    const text = query.text ? tsQuery(query.text) : null;
    if (text) conditions.push(`tsv @@ to_tsquery('german', ${parameter(text)})`);
    const title = query.titleText ? tsQuery(query.titleText) : null;
    if (title) conditions.push(`title_tsv @@ to_tsquery('german', ${parameter(title)})`);
    if (query.includeIds) conditions.push(`id = ANY(${parameter(query.includeIds)}::int[])`);
    if (query.excludeIds?.length) conditions.push(`NOT (id = ANY(${parameter(query.excludeIds)}::int[]))`);
    for (const [facet, column] of Object.entries(TERMS_COLUMNS) as Array<[TermsFacetName, string]>) {
      const keys = filters[facet];
      if (facet !== without && keys?.length)
        conditions.push(`${column} && ${parameter(keys.map(idOfKey))}::int[]`);
    }
    for (const [facet, column] of Object.entries(KEYWORD_COLUMNS) as Array<[KeywordFacetName, string]>) {
      const keys = filters[facet];
      if (facet !== without && keys?.length) conditions.push(`${column} = ANY(${parameter(keys)}::text[])`);
    }
    for (const [name, column] of Object.entries(RANGE_COLUMNS) as Array<
      [keyof typeof RANGE_COLUMNS, string]
    >) {
      const range = filters[name];
      if (range?.min !== undefined) conditions.push(`${column} >= ${parameter(range.min)}`);
      if (range?.max !== undefined) conditions.push(`${column} <= ${parameter(range.max)}`);
    }
    if (filters.players) {
      const count = parameter(filters.players.count);
      conditions.push(
        filters.players.exact || filters.exactPlayers
          ? `players_from = ${count} AND players_to = ${count}`
          : `players_from <= ${count} AND players_to >= ${count}`,
      );
    }
    return { sql: conditions.join(' AND '), params };
  }
}
