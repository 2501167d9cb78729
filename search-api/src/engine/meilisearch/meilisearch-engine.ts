import { Meilisearch, type EnqueuedTaskPromise, type Index, type SearchParams } from 'meilisearch';
import type { SearchDocument } from '@spielraum/schema';
import { parseFacetValueQuery, parseSearchQuery, parseTitleSuggestionQuery } from '../query-schema';
import type {
  EngineStats,
  FacetValueQuery,
  FacetValueResult,
  PriceUpdate,
  SearchEngine,
  SearchQuery,
  SearchResult,
  TitleSuggestion,
  TitleSuggestionQuery,
} from '../types';
import {
  hitOf,
  suggestionOf,
  toMeilisearchDocument,
  type MeilisearchDocument,
  type StoredHit,
} from './documents';
import { HIT_ATTRIBUTES, SUGGESTION_ATTRIBUTES } from './fields';
import {
  followUpRequests,
  mergeFollowUp,
  mergeTitleTiers,
  planFacetValues,
  planSearch,
  readCounts,
  readFacetValues,
  type SearchAnswer,
  type SearchPlan,
} from './search-plan';
import { indexSettings } from './settings';
import { foldedQuery } from './text';

/** Where the Meilisearch server is and how the engine's index is set up. */
export interface MeilisearchEngineOptions {
  /** Base URL of the Meilisearch server, e.g. `http://127.0.0.1:7700`. */
  host: string;
  /** A key allowed to search, write documents and change settings of the index. */
  apiKey?: string;
  /** Index uid; default `products`. */
  indexName?: string;
  /**
   * Values per facet the index computes; default 10 000, the most a query may ask for. Facet
   * counts and facet-value search see no more values than this.
   */
  maxValuesPerFacet?: number;
  /** Deepest hit reachable and largest exact total; default 1 000 000 (page 10 000 × 100 hits). */
  maxTotalHits?: number;
  /** Longest wait for one indexing task, in ms; default 120 000. */
  taskTimeoutMs?: number;
}

const DEFAULT_INDEX = 'products';
const WRITE_BATCH = 10_000;

/**
 * Creates the Meilisearch implementation of `SearchEngine`: makes sure the index exists with
 * primary key `id` and applies the settings derived from the schema's facet catalogue (see
 * `indexSettings`), waiting for both. Queries are validated with the same schema as the bitmap
 * engine; each search is one multi-search (hits plus one count request per refined facet for
 * disjunctive counts). Writes wait until Meilisearch has applied them.
 */
export async function createMeilisearchEngine(options: MeilisearchEngineOptions): Promise<SearchEngine> {
  const client = new Meilisearch({
    host: options.host,
    apiKey: options.apiKey,
    defaultWaitOptions: { timeout: options.taskTimeoutMs ?? 120_000, interval: 50 },
  });
  const uid = options.indexName ?? DEFAULT_INDEX;
  const { pkgVersion } = await client.getVersion();
  await settle(client.createIndex(uid, { primaryKey: 'id' }), ['index_already_exists']);
  const index = client.index<MeilisearchDocument>(uid);
  await settle(
    index.updateSettings(
      indexSettings({
        maxValuesPerFacet: options.maxValuesPerFacet ?? 10_000,
        maxTotalHits: options.maxTotalHits ?? 1_000_000,
        serverVersion: pkgVersion,
      }),
    ),
  );
  const engine = new MeilisearchEngine(client, index);
  await engine.refreshStats();
  return engine;
}

/** Waits for a task and throws its error unless the error code is one of `tolerated`. */
async function settle(task: EnqueuedTaskPromise, tolerated: readonly string[] = []): Promise<void> {
  const done = await task.waitTask();
  if (done.status === 'succeeded') return;
  if (done.error && tolerated.includes(done.error.code)) return;
  throw new Error(
    `Meilisearch task ${done.uid} (${done.type}) ${done.status}: ${done.error?.message ?? 'no reason given'}`,
  );
}

class MeilisearchEngine implements SearchEngine {
  private documents = 0;
  private indexBytes = 0;

  constructor(
    private readonly client: Meilisearch,
    private readonly products: Index<MeilisearchDocument>,
  ) {}

  async index(documents: SearchDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += WRITE_BATCH) {
      const batch = documents.slice(start, start + WRITE_BATCH).map(toMeilisearchDocument);
      // addDocuments replaces a whole document with the same id (updateDocuments would merge)
      await settle(this.products.addDocuments(batch, { primaryKey: 'id' }));
    }
    if (documents.length > 0) await this.refreshStats();
  }

  async delete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await settle(this.products.deleteDocuments(ids));
    await this.refreshStats();
  }

  /**
   * Meilisearch indexes a document again on any change, a partial one too, and a partial update
   * cannot unset a figure that became null (the adapter leaves nulls out): every product needs its
   * whole document, so all ids are answered as not updated.
   */
  async updatePrices(updates: PriceUpdate[]): Promise<number[]> {
    return updates.map((update) => update.id);
  }

  /** Reads the figures `size()` and `stats()` answer synchronously between writes. */
  async refreshStats(): Promise<void> {
    const stats = await this.products.getStats();
    this.documents = stats.numberOfDocuments;
    // older servers report only `indexSize`
    this.indexBytes = stats.usedIndexSize ?? stats.indexSize ?? 0;
  }

  size(): number {
    return this.documents;
  }

  /**
   * The index lives in the Meilisearch server, which memory-maps it: its used index size is the
   * memory figure. The server does not report its term count.
   */
  stats(): EngineStats {
    return { documents: this.documents, memoryBytes: this.indexBytes, terms: 0 };
  }

  async search(input: SearchQuery): Promise<SearchResult> {
    const query = parseSearchQuery(input);
    const empty: SearchResult = {
      total: 0,
      page: query.page,
      hitsPerPage: query.hitsPerPage,
      hits: [],
      facets: {},
      facetStats: {},
    };
    if (query.includeIds?.length === 0) return empty;
    const plan = planSearch(query, { attributesToRetrieve: HIT_ATTRIBUTES, withTotal: true });
    const answers = await this.run(plan.requests);
    const counts = readCounts(plan, answers, query.maxValuesPerFacet);
    const hits = await this.pageOf(plan, answers);
    return { ...empty, ...counts, hits: hits.map(hitOf) };
  }

  async searchFacetValues(input: FacetValueQuery): Promise<FacetValueResult> {
    const query = parseFacetValueQuery(input);
    if (query.includeIds?.length === 0) return { options: [], more: false };
    const [answer] = await this.run([planFacetValues(query)]);
    return readFacetValues(query, answer);
  }

  async suggestTitles(input: TitleSuggestionQuery): Promise<TitleSuggestion[]> {
    const query = parseTitleSuggestionQuery(input);
    if (!foldedQuery(query.term) || query.includeIds?.length === 0) return [];
    const plan = planSearch(
      {
        titleText: query.term,
        filters: query.filters,
        includeIds: query.includeIds,
        excludeIds: query.excludeIds,
        sort: 'relevance',
        page: 0,
        hitsPerPage: query.limit,
        facets: [],
      },
      { attributesToRetrieve: SUGGESTION_ATTRIBUTES, withTotal: false },
    );
    const hits = await this.pageOf(plan, await this.run(plan.requests));
    return hits.map(suggestionOf);
  }

  /** The hits of the requested page; a split page may need a second round trip. */
  private async pageOf(plan: SearchPlan, answers: SearchAnswer[]): Promise<StoredHit[]> {
    if (plan.hits.kind === 'single') return answers[plan.hits.request]?.hits ?? [];
    const exact = answers[plan.hits.exact];
    const rest = answers[plan.hits.rest];
    const exactTotal = exact?.totalHits ?? 0;
    const merged = mergeTitleTiers(
      plan,
      { hits: exact?.hits ?? [], total: exactTotal },
      { hits: rest?.hits ?? [], offset: plan.hits.restOffset },
    );
    if (merged) return merged;
    const [exactPage, restPage] = await this.run(followUpRequests(plan, exactTotal));
    return mergeFollowUp(exactPage?.hits ?? [], restPage?.hits ?? [], plan.limit);
  }

  private async run(requests: readonly SearchParams[]): Promise<SearchAnswer[]> {
    const response = await this.client.multiSearch<
      { queries: Array<SearchParams & { indexUid: string }> },
      StoredHit
    >({ queries: requests.map((request) => ({ ...request, indexUid: this.products.uid })) });
    return response.results;
  }
}
