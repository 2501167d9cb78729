import { and, eq, inArray } from 'drizzle-orm';
import { SUGGEST_LIMITS, type FacetOption, type SuggestResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { magazineCategories, magazinePosts } from '@spielraum/schema/db';
import { foldLabel } from '../engine/facet-index';
import type { SearchEngine, TermsFacetName } from '../engine/types';
import type { MagazineSearchIndex } from '../magazine/post-search-index';
import { visiblePost } from '../magazine/post-rows';

// The value search matches anywhere inside a name and orders by game count; a few dozen
// candidates hold every name that starts a word with the typed text.
const FACET_CANDIDATES = 50;

/**
 * Names of one facet (publishers, designers) for the typed text, with the engine's folding
 * (case, umlauts, ß): only names one of whose words starts with the text (typing "os" should not
 * offer "Kosmos"), names that start with it first, then by number of games.
 */
async function suggestNames({
  engine,
  facet,
  query,
  limit,
  excludeIds,
}: {
  engine: SearchEngine;
  facet: TermsFacetName;
  query: string;
  limit: number;
  excludeIds: number[] | undefined;
}): Promise<FacetOption[]> {
  const needle = foldLabel(query);
  if (needle === '') return [];
  const { options } = await engine.searchFacetValues({
    facet,
    term: query,
    offset: 0,
    limit: FACET_CANDIDATES,
    filters: {},
    ...(excludeIds ? { excludeIds } : {}),
  });
  const startsName: FacetOption[] = [];
  const startsWord: FacetOption[] = [];
  for (const option of options) {
    const label = foldLabel(option.label);
    if (label.startsWith(needle)) startsName.push(option);
    else if (label.includes(` ${needle}`)) startsWord.push(option);
  }
  return [...startsName, ...startsWord].slice(0, limit);
}

/** Published posts matching the text (the magazine's own search), with what their address needs. */
async function suggestPosts({
  db,
  postIndex,
  query,
}: {
  db: Database;
  postIndex: MagazineSearchIndex;
  query: string;
}): Promise<SuggestResponse['data']['posts']> {
  await postIndex.ensureFresh();
  const { hits } = postIndex.search({ query, page: 1, perPage: SUGGEST_LIMITS.posts });
  if (hits.length === 0) return [];
  const rows = await db
    .select({
      id: magazinePosts.id,
      slug: magazinePosts.slug,
      category_slug: magazineCategories.slug,
      title: magazinePosts.title,
    })
    .from(magazinePosts)
    .innerJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId))
    .where(
      and(
        inArray(
          magazinePosts.id,
          hits.map((hit) => hit.postId),
        ),
        visiblePost(),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.postId);
    return row ? [row] : [];
  });
}

/**
 * What the search box offers for a typed text: games by the game list's own relevance (German
 * analysis, typos, the last word as a prefix; only what the list would show, without the
 * games the user ignores), publishers and designers whose name has a word starting with the
 * text, and magazine posts. Each group is capped by `SUGGEST_LIMITS`.
 */
export async function suggestSearchTargets({
  engine,
  postIndex,
  db,
  query,
  excludeIds,
}: {
  engine: SearchEngine;
  postIndex: MagazineSearchIndex;
  db: Database;
  /** The trimmed text, 1 to 100 characters. */
  query: string;
  /** Product ids never to suggest (the user's ignored games). */
  excludeIds?: number[];
}): Promise<SuggestResponse['data']> {
  const [games, publishers, designers, posts] = await Promise.all([
    engine.search({
      text: query,
      filters: {},
      ...(excludeIds ? { excludeIds } : {}),
      sort: 'relevance',
      page: 0,
      hitsPerPage: SUGGEST_LIMITS.games,
      facets: [],
    }),
    suggestNames({ engine, facet: 'publishers', query, limit: SUGGEST_LIMITS.publishers, excludeIds }),
    suggestNames({ engine, facet: 'designer', query, limit: SUGGEST_LIMITS.designers, excludeIds }),
    suggestPosts({ db, postIndex, query }),
  ]);
  return {
    games: games.hits.map((hit) => ({
      id: hit.id,
      slug: hit.slug,
      title: hit.title,
      group: hit.group,
      publisher: hit.publisher,
      cover_image_id: hit.coverImageId,
      best_total: hit.bestTotalCents,
    })),
    publishers,
    designers,
    posts,
  };
}
