import type {
  EditorPost,
  EditorPostSummary,
  MagazineCategory,
  ModerationQueueItem,
  SessionResponse,
} from '@spielraum/schema';
import { vi } from 'vitest';
import { gameCard, signedInSession } from '../test/fixtures';

/** A signed-in editor with both back-office permissions (or the ones given). */
export function editorSession(permissions = ['editor_magazine', 'editor_moderate']): SessionResponse {
  return { data: { ...signedInSession.data, permissions } };
}

export const categories: MagazineCategory[] = [
  {
    id: 1,
    slug: 'branchennews',
    title: 'Branchennews',
    description: '',
    news_type: 'magazine_industry',
    post_count: 4,
  },
  { id: 2, slug: 'tests', title: 'Tests', description: '', news_type: 'magazine_tests', post_count: 2 },
];

export function postSummary(overrides: Partial<EditorPostSummary> = {}): EditorPostSummary {
  return {
    id: 1,
    title: 'Spiel des Jahres 2026',
    slug: 'spiel-des-jahres-2026',
    category_slug: 'branchennews',
    category_title: 'Branchennews',
    status: 'published',
    state: 'published',
    published_at: '2026-07-20T08:00:00.000Z',
    updated_at: '2026-07-20T07:55:00.000Z',
    author_name: 'Mara Spielfreundin',
    pending_comments: 0,
    ...overrides,
  };
}

export function editorPost(overrides: Partial<EditorPost> = {}): EditorPost {
  return {
    id: 7,
    title: 'Azul im Test',
    slug: 'azul-im-test',
    category_id: 2,
    category_slug: 'tests',
    teaser: 'Fliesen legen wie in Portugal.',
    lead: '',
    body: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Ein schönes Spiel.' }] },
        { type: 'image', attrs: { imageId: 31, alt: 'Spielbrett', caption: 'Die Auslage' } },
        { type: 'gameCard', attrs: { productId: 5 } },
      ],
    },
    cover: null,
    images: [{ id: 31, width: 1600, height: 1000, widths: [450, 768], alt: 'Spielbrett' }],
    featured_games: [
      { product_id: 5, title: 'Azul', slug: 'azul', category: 'brettspiele', cover_image_id: 50 },
    ],
    status: 'draft',
    state: 'draft',
    published_at: null,
    updated_at: '2026-11-02T10:00:00.000Z',
    author_name: 'Mara Spielfreundin',
    path: '/magazine/tests/azul-im-test',
    ...overrides,
  };
}

/** A magazine comment waiting for approval in the moderation queue (or what `overrides` make of it). */
export function moderationItem(overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem {
  return {
    kind: 'magazine_comment',
    id: 1,
    target_title: 'Azul im Test',
    target_path: '/magazine/tests/azul-im-test',
    parent_text: null,
    author_name: 'Kai',
    title: null,
    rating: null,
    text: 'Tolles Spiel!',
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
  query: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | undefined;

/**
 * A fake search-api for the back office: answers the session and the header's count, then asks
 * `handler`; every call is recorded (JSON bodies parsed, multipart bodies as FormData).
 */
export function fakeEditorialApi(session: SessionResponse, handler: Handler) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    const call = { method, path: url.pathname, query: url.search, body };
    calls.push(call);
    return (
      handler(call) ??
      Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 })
    );
  });
  return calls;
}

/** `filter/data/` answering the given games, for the featured games' type-ahead. */
export function filterAnswer(
  hits = [gameCard({ product_id: 9, title: 'Die Siedler von Catan', slug: 'catan' })],
) {
  return Response.json({
    data: { total: hits.length, page: 1, rowsPerPage: 8, hits, facets: {}, facetStats: {} },
  });
}
