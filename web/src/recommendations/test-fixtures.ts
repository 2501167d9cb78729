import type {
  CuratorList,
  ModerationQueueItem,
  RecommendationList,
  RecommendationListCard,
  SessionResponse,
} from '@spielraum/schema';
import { vi } from 'vitest';
import { anonymousSession, gameCard, signedInSession } from '../test/fixtures';

/** A signed-in curator with both recommendation-list permissions (or the ones given). */
export function curatorSession(
  permissions = ['influencers_recommendationList_add', 'influencers_recommendationList_edit'],
): SessionResponse {
  return { data: { ...signedInSession.data, permissions } };
}

export function listCard(overrides: Partial<RecommendationListCard> = {}): RecommendationListCard {
  return {
    id: 3,
    slug: 'spiele-fuer-zwei',
    title: 'Spiele für zwei',
    excerpt: 'Meine liebsten Spiele für Abende zu zweit.',
    cover: { id: 31, width: 2400, height: 1600, widths: [450, 600, 768, 1024, 1200], alt: 'Zwei am Tisch' },
    curator_name: 'Jonas Würfel',
    game_count: 3,
    best_total_sum: 12345,
    priced_count: 3,
    follower_count: 42,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function recommendationList(overrides: Partial<RecommendationList> = {}): RecommendationList {
  return {
    ...listCard(),
    intro: 'Erster Absatz über Spiele zu zweit.\n\nZweiter Absatz <b>ohne HTML</b>.',
    visibility: 'public',
    items: [
      {
        game: gameCard({ product_id: 11, slug: 'sky-team', title: 'Sky Team', best_total: 2849 }),
        note: 'Kooperativ und spannend bis zur Landung.',
        position: 1,
      },
      { game: gameCard({ product_id: 12, slug: 'patchwork', title: 'Patchwork' }), note: null, position: 2 },
    ],
    following: false,
    own: false,
    ...overrides,
  };
}

export function curatorList(overrides: Partial<CuratorList> = {}): CuratorList {
  return {
    id: 3,
    slug: 'spiele-fuer-zwei',
    title: 'Spiele für zwei',
    intro: 'Meine liebsten Spiele.',
    visibility: 'public',
    cover: null,
    items: [
      {
        product_id: 11,
        title: 'Sky Team',
        slug: 'sky-team',
        category: 'brettspiele',
        cover_image_id: null,
        note: 'Kooperativ.',
      },
      {
        product_id: 12,
        title: 'Patchwork',
        slug: 'patchwork',
        category: 'brettspiele',
        cover_image_id: null,
        note: null,
      },
      {
        product_id: 13,
        title: 'Azul',
        slug: 'azul',
        category: 'brettspiele',
        cover_image_id: null,
        note: null,
      },
    ],
    updated_at: '2026-11-20T10:00:00.000Z',
    path: '/recommendations/spiele-fuer-zwei',
    ...overrides,
  };
}

/** A comment on the curator's list "Spiele für zwei" waiting for approval (or what `overrides` make of it). */
export function curatorComment(overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem {
  return {
    kind: 'recommendation_comment',
    id: 7,
    target_title: 'Spiele für zwei',
    target_path: '/recommendations/spiele-fuer-zwei',
    parent_text: null,
    author_name: 'Lena',
    title: null,
    rating: null,
    text: 'Patchwork fehlt noch!',
    status: 'pending',
    report_count: 0,
    reports: [],
    created_at: '2026-11-03T09:00:00.000Z',
    moderated_at: null,
    rejection_reason: null,
    moderator_note: null,
    ...overrides,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/**
 * A fake search-api: the session, the header's unread count, and whatever `handle` answers
 * (undefined: 404). Every call is recorded with its parsed JSON body.
 */
export function fakeRecommendationsApi(
  handle: (call: RecordedCall) => unknown,
  session: SessionResponse = anonymousSession,
) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    const call = { method, path: url.pathname, url, body };
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    calls.push(call);
    const answer = await handle(call);
    if (answer === undefined)
      return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
