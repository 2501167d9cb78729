import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { suggestRequestSchema, type SuggestResponse } from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { findSession, SESSION_COOKIE } from '../../accounts/find-session';
import { AppError } from '../../http/errors';
import { parseQuery } from '../../http/validate';
import type { MagazineSearchIndex } from '../../magazine/post-search-index';
import { AnswerCache } from '../../search/answer-cache';
import type { SearchReplica } from '../../search/replica';
import { suggestSearchTargets } from '../../search/suggest';
import { userSearchScope } from '../../search/user-scope';

// Kept answers are renewed when the replica applies a change; posts have no such signal, so a
// kept answer also ends after this long (a newly published post is offered at most this late).
const POSTS_FRESH_MS = 15_000;

/**
 * `GET /suggest/?q=`: the search box's type-ahead (games, publishers, designers, magazine
 * posts). An anonymous visitor's answer depends on the text alone and is kept like the game
 * list's answers; a signed-in user's leaves out the games they ignore.
 */
export function suggestRoutes(
  platform: Platform,
  { replica, postIndex }: { replica: SearchReplica; postIndex: MagazineSearchIndex },
) {
  const answers = new AnswerCache(2000);
  const db = platform.database.db;
  return new Hono().get('/suggest/', async (c) => {
    if (!replica.isReady())
      throw new AppError('maintenance', {
        error: 'search index loading',
        message: 'Die Suche startet gerade. Bitte versuche es gleich noch einmal.',
      });
    const { q } = parseQuery(c, suggestRequestSchema);
    const cookieValue = getCookie(c, SESSION_COOKIE);
    const seq = replica.changeSeq();
    const key = cookieValue === undefined ? `${Math.floor(Date.now() / POSTS_FRESH_MS)}|${q}` : null;
    const kept = key === null ? undefined : answers.get(key, seq);
    if (kept !== undefined) return c.body(kept.body, 200, { 'content-type': 'application/json' });
    const session = cookieValue === undefined ? null : await findSession({ db, cookieValue });
    const scope = await userSearchScope({
      db,
      userUuid: session?.user.uuid ?? null,
      list: undefined,
      showIgnored: false,
    });
    const data = await suggestSearchTargets({
      engine: replica.engine,
      postIndex,
      db,
      query: q,
      ...(scope.excludeIds ? { excludeIds: scope.excludeIds } : {}),
    });
    const body = JSON.stringify({ data } satisfies SuggestResponse);
    if (key !== null) answers.set(key, seq, body);
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
}
