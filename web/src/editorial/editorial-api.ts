import {
  editorPostResponseSchema,
  editorPostsResponseSchema,
  editorSitePageResponseSchema,
  editorSitePagesResponseSchema,
  moderationItemResponse,
  moderationQueueResponseSchema,
  type moderationQueueStatusValues,
  type EditorPostRequest,
  type EditorSitePageRequest,
  type MagazinePostState,
  type ModerateItemRequest,
  type ModerationKind,
  type PublishPostRequest,
  type SitePagePath,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';
import { uploadImage } from '../shared/image-upload';

/** The filters of the editors' post list; empty ones stay out of the URL and the call. */
export interface EditorPostsQuery {
  state?: MagazinePostState | undefined;
  category?: string | undefined;
  q?: string | undefined;
  page: number;
}

/** `GET /api/editor/magazine/posts/?state=&category=&q=&page=`: posts of every state, with the categories. */
export function fetchEditorPosts(query: EditorPostsQuery, options: RequestOptions = {}) {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  return apiGet('editor/magazine/posts/', editorPostsResponseSchema, { ...options, query: params });
}

/** `GET /api/editor/magazine/posts/{id}/`: the stored document, not HTML. */
export function fetchEditorPost(id: number, options: RequestOptions = {}) {
  return apiGet(`editor/magazine/posts/${id}/`, editorPostResponseSchema, options);
}

/** `POST /api/editor/magazine/posts/`: a new draft (201). */
export function createEditorPost(request: EditorPostRequest) {
  return apiRequest('POST', 'editor/magazine/posts/', editorPostResponseSchema, { json: request });
}

/** `PUT /api/editor/magazine/posts/{id}/` with the `updated_at` loaded: 409 when someone saved in between. */
export function updateEditorPost(id: number, request: EditorPostRequest) {
  return apiRequest('PUT', `editor/magazine/posts/${id}/`, editorPostResponseSchema, { json: request });
}

/** `POST …/{id}/publish/`: now, or at `publish_at` (a later time schedules the post). */
export function publishEditorPost(id: number, request: PublishPostRequest) {
  return apiRequest('POST', `editor/magazine/posts/${id}/publish/`, editorPostResponseSchema, {
    json: request,
  });
}

/** `POST …/{id}/unpublish/`: takes a published or scheduled post off the site. */
export function unpublishEditorPost(id: number) {
  return apiRequest('POST', `editor/magazine/posts/${id}/unpublish/`, editorPostResponseSchema, {
    json: {},
  });
}

/** `POST /api/editor/magazine/images/` (multipart `file`, optional `alt`): stored now, resized later. */
export function uploadMagazineImage(file: File, alt: string) {
  return uploadImage('editor/magazine/images/', file, alt);
}

/** The moderation queue's filters: all kinds when `kind` is left out; `open` is pending or reported. */
export interface ModerationQuery {
  kind?: ModerationKind | undefined;
  status: ModerationQueueStatus;
  page: number;
}
export type ModerationQueueStatus = (typeof moderationQueueStatusValues)[number];

/** `GET /api/editor/moderation/?kind=&status=&page=`: reviews and comments, open ones oldest first. */
export function fetchModerationQueue(query: ModerationQuery, options: RequestOptions = {}) {
  const params = new URLSearchParams({ status: query.status });
  if (query.kind) params.set('kind', query.kind);
  if (query.page > 1) params.set('page', String(query.page));
  return apiGet('editor/moderation/', moderationQueueResponseSchema, { ...options, query: params });
}

/**
 * `PATCH /api/editor/moderation/{kind}/{id}/`: publish (with corrected title and text if
 * given) or reject with a reason and an optional note.
 */
export function moderateItem(kind: ModerationKind, id: number, request: ModerateItemRequest) {
  return apiRequest('PATCH', `editor/moderation/${kind}/${id}/`, moderationItemResponse, { json: request });
}

/** `GET /api/editor/pages/`: every static page, whether it was changed, when and by whom. */
export function fetchEditorSitePages(options: RequestOptions = {}) {
  return apiGet('editor/pages/', editorSitePagesResponseSchema, options);
}

/** `GET /api/editor/pages/{path}/`: the page's document (the editors' version or the shipped one). */
export function fetchEditorSitePage(path: SitePagePath, options: RequestOptions = {}) {
  return apiGet(`editor/pages/${path}/`, editorSitePageResponseSchema, options);
}

/** `PUT /api/editor/pages/{path}/` with the `updated_at` loaded: 409 when someone saved or reset in between. */
export function saveEditorSitePage(path: SitePagePath, request: EditorSitePageRequest) {
  return apiRequest('PUT', `editor/pages/${path}/`, editorSitePageResponseSchema, { json: request });
}

/** `DELETE /api/editor/pages/{path}/`: back to the text shipped with Spielraum. */
export function resetEditorSitePage(path: SitePagePath) {
  return apiRequest('DELETE', `editor/pages/${path}/`, editorSitePageResponseSchema);
}
