import { and, inArray } from 'drizzle-orm';
import { MAGAZINE_LIMITS, type MagazineSearchResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { magazinePosts } from '@spielraum/schema/db';
import type { MagazineSearchIndex } from './post-search-index';
import { pageCount, selectPostCards, toPostCards, visiblePost } from './post-rows';

/**
 * Searches the visible posts (German analysis as the game search: folding, stems, prefix while
 * typing, typos) and answers teaser cards with the matched words marked in title and snippet.
 * The index follows the posts table by its change time, at most a second behind.
 */
export async function searchPosts({
  db,
  index,
  query,
  page,
}: {
  db: Database;
  index: MagazineSearchIndex;
  query: string;
  page: number;
}): Promise<MagazineSearchResponse['data']> {
  const perPage = MAGAZINE_LIMITS.postsPerPage;
  await index.ensureFresh();
  const result = index.search({ query, page, perPage });
  const ids = result.hits.map((hit) => hit.postId);
  const rows =
    ids.length === 0
      ? []
      : await selectPostCards(db).where(and(inArray(magazinePosts.id, ids), visiblePost()));
  const cards = new Map((await toPostCards(db, rows)).map((card) => [card.id, card]));
  return {
    query,
    hits: result.hits.flatMap((hit) => {
      const post = cards.get(hit.postId);
      return post ? [{ post, title: hit.title, snippet: hit.snippet }] : [];
    }),
    total: result.total,
    page,
    pages: pageCount(result.total, perPage),
  };
}
