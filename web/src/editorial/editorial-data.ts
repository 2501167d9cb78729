import {
  isSitePagePath,
  magazinePostStateValues,
  moderationKindValues,
  moderationQueueStatusValues,
  type EditorPost,
  type EditorPostsResponse,
  type EditorSitePage,
  type EditorSitePagesResponse,
  type MagazineCategory,
} from '@spielraum/schema';
import { data, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../api/client';
import {
  fetchEditorPost,
  fetchEditorPosts,
  fetchEditorSitePage,
  fetchEditorSitePages,
  fetchModerationQueue,
  type EditorPostsQuery,
  type ModerationQuery,
} from './editorial-api';
import type { ModerationData } from './ModerationQueue';

/** The post list's URL state (`?state=&category=&q=&page=`); bad values fall back to the default. */
const postsQuerySchema = z.object({
  state: z.enum(magazinePostStateValues).optional().catch(undefined),
  category: z.string().trim().max(100).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** Reads the post list's filters from the address. */
export function editorPostsQueryOf(search: URLSearchParams): EditorPostsQuery {
  const query = postsQuerySchema.parse(Object.fromEntries(search));
  return {
    state: query.state,
    category: query.category || undefined,
    q: query.q || undefined,
    page: query.page,
  };
}

export type EditorPostsData =
  | { query: EditorPostsQuery; list: EditorPostsResponse['data']; error: null }
  | { query: EditorPostsQuery; list: null; error: string };

/** One page of posts for `/redaktion/magazin`; a failed read becomes the page's error state. */
export async function readEditorPosts(args: LoaderFunctionArgs): Promise<EditorPostsData> {
  const query = editorPostsQueryOf(new URL(args.request.url).searchParams);
  try {
    const answer = await fetchEditorPosts(query, { signal: args.request.signal, baseUrl: args.request.url });
    return { query, list: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { query, list: null, error: error.message };
  }
}

export interface PostEditorData {
  /** `null` for a new post. */
  post: EditorPost | null;
  categories: MagazineCategory[];
}

/**
 * The post of `/redaktion/magazin/:id` (an unknown id is the 404 page) and the categories to
 * choose from; there is no call of their own for those, the post list answers them.
 */
export async function readPostEditor(args: LoaderFunctionArgs): Promise<PostEditorData> {
  const options = { signal: args.request.signal, baseUrl: args.request.url };
  const rawId = args.params.id;
  let id: number | null = null;
  if (rawId !== undefined) {
    id = Number(rawId);
    if (!/^\d+$/.test(rawId) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
      throw data(null, { status: 404 });
  }
  const [post, list] = await Promise.all([
    id === null
      ? null
      : fetchEditorPost(id, options).then(
          (answer) => answer.data,
          (error: unknown) => {
            if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
            throw error;
          },
        ),
    fetchEditorPosts({ page: 1 }, options),
  ]);
  return { post, categories: list.data.categories };
}

const moderationQuerySchema = z.object({
  kind: z.enum(moderationKindValues).optional().catch(undefined),
  status: z.enum(moderationQueueStatusValues).catch('open'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** Reads the queue's filters from the address (`?kind=&status=&page=`); bad values fall back to the default. */
function moderationQueryOf(search: URLSearchParams): ModerationQuery {
  return moderationQuerySchema.parse(Object.fromEntries(search));
}

/** One page of the moderation queue (all kinds, open items by default). */
export async function readModerationQueue(args: LoaderFunctionArgs): Promise<ModerationData> {
  const query = moderationQueryOf(new URL(args.request.url).searchParams);
  try {
    const answer = await fetchModerationQueue(query, {
      signal: args.request.signal,
      baseUrl: args.request.url,
    });
    return { query, queue: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { query, queue: null, error: error.message };
  }
}

export type EditorSitePagesData =
  { list: EditorSitePagesResponse['data']; error: null } | { list: null; error: string };

/** The static pages for `/redaktion/seiten`; a failed read becomes the page's error state. */
export async function readEditorSitePages(args: LoaderFunctionArgs): Promise<EditorSitePagesData> {
  try {
    const answer = await fetchEditorSitePages({ signal: args.request.signal, baseUrl: args.request.url });
    return { list: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { list: null, error: error.message };
  }
}

/** The page of `/redaktion/seiten/:path`; a path that is no static page is the 404 page. */
export async function readSitePageEditor(args: LoaderFunctionArgs): Promise<EditorSitePage> {
  const path = args.params.path ?? '';
  if (!isSitePagePath(path)) throw data(null, { status: 404 });
  try {
    const answer = await fetchEditorSitePage(path, {
      signal: args.request.signal,
      baseUrl: args.request.url,
    });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
