import {
  commentResponseSchema,
  commentThreadResponseSchema,
  type CommentResponse,
  type CommentThread,
  type CreateCommentRequest,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/comments/?target_type=&target_id=`: approved comments plus the viewer's own pending ones. */
export async function fetchCommentThread(
  target: Pick<CommentThread, 'target_type' | 'target_id'>,
  options: RequestOptions = {},
): Promise<CommentThread> {
  const query = new URLSearchParams({ target_type: target.target_type, target_id: String(target.target_id) });
  return (await apiGet('comments/', commentThreadResponseSchema, { ...options, query })).data;
}

/** `POST /api/comments/`: answers the new comment, `pending` until the editorial team approves it. */
export function createComment(request: CreateCommentRequest): Promise<CommentResponse> {
  return apiRequest('POST', 'comments/', commentResponseSchema, { json: request });
}
