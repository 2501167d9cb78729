import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  editorPostRequestSchema,
  editorPostsQuerySchema,
  MAGAZINE_IMAGE_WIDTHS,
  MAGAZINE_LIMITS,
  magazineImageKey,
  magazinePageQuerySchema,
  magazineSearchQuerySchema,
  message,
  PERMISSIONS,
  publishPostRequestSchema,
  type EditorPostResponse,
  type MagazineCategoryResponse,
  type MagazineHomeResponse,
  type MagazineImageResponse,
  type MagazinePostResponse,
  type MagazineSearchResponse,
  serverMessage,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { optionalUser, requirePermission } from '../../accounts/require-user';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { listEditorPosts, readEditorPost } from '../../magazine/editor-posts';
import { listCategoryPosts, listMagazineHome } from '../../magazine/list-posts';
import type { MagazineSearchIndex } from '../../magazine/post-search-index';
import { publishPost, unpublishPost } from '../../magazine/publish-post';
import { postNotFound, readPost } from '../../magazine/read-post';
import { createPost, updatePost } from '../../magazine/save-post';
import { searchPosts } from '../../magazine/search-posts';
import { imageNotFound, uploadMagazineImage } from '../../magazine/upload-image';
import { requestPlatform, requestQueue } from '../../http/request-log';

const slugParam = z.string().regex(/^[a-z0-9-]{1,120}$/);
const IMAGE_FILE = /^(?:(\d{3,4})\.webp|original)$/;

function slugOf(c: Context, name: string): string {
  const parsed = slugParam.safeParse(c.req.param(name));
  if (!parsed.success) throw postNotFound();
  return parsed.data;
}

/**
 * The magazine (SPEC §2 /magazine routes; calls "not shown", designed in SPEC §7's style).
 * Readers: the front, a category, a post, the search, the images. Editors (permission
 * `editor_magazine`): their post list, create, load, save, preview, publish or schedule,
 * unpublish, image upload. The logic lives in `src/magazine/`.
 */
export function magazineRoutes({ platform }: AccountsContext, options: { searchIndex: MagazineSearchIndex }) {
  const { db } = platform.database;
  const editor = (c: Context) => requirePermission(c, db, [PERMISSIONS.magazineEdit]);
  const maxUpload = MAGAZINE_LIMITS.imageMaxMegabytes * 1024 * 1024;
  return new Hono()
    .get('/magazine/', async (c) => {
      const { page = 1 } = parseQuery(c, magazinePageQuerySchema);
      const answer: MagazineHomeResponse = { data: await listMagazineHome({ db, page }) };
      c.header('cache-control', 'public, max-age=60');
      return c.json(answer);
    })
    .get('/magazine/categories/:slug/', async (c) => {
      const { page = 1 } = parseQuery(c, magazinePageQuerySchema);
      const answer: MagazineCategoryResponse = {
        data: await listCategoryPosts({ db, slug: slugOf(c, 'slug'), page }),
      };
      c.header('cache-control', 'public, max-age=60');
      return c.json(answer);
    })
    .get('/magazine/posts/:category/:slug/', async (c) => {
      const viewer = await optionalUser(c, db);
      const answer: MagazinePostResponse = {
        data: await readPost({ db, slug: slugOf(c, 'slug'), viewerUuid: viewer?.user.uuid ?? null }),
      };
      // the thread shows the viewer's own pending comments
      c.header('cache-control', viewer ? 'private, no-store' : 'public, max-age=60');
      return c.json(answer);
    })
    .get('/magazine/search/', async (c) => {
      const { q = '', page = 1 } = parseQuery(c, magazineSearchQuerySchema);
      const answer: MagazineSearchResponse = {
        data: await searchPosts({ db, index: options.searchIndex, query: q, page }),
      };
      c.header('cache-control', 'public, max-age=30');
      return c.json(answer);
    })
    .get('/magazine/images/:id/:file', async (c) => {
      const id = pathId(c, 'id', 'integer', imageNotFound);
      const match = IMAGE_FILE.exec(c.req.param('file'));
      const width = match?.[1] ? Number(match[1]) : 'original';
      if (!match || (width !== 'original' && !(MAGAZINE_IMAGE_WIDTHS as readonly number[]).includes(width)))
        throw imageNotFound();
      const file = await platform.files.get(magazineImageKey(id, width));
      if (!file) throw imageNotFound();
      return c.body(new Uint8Array(file.data), 200, {
        'content-type': file.contentType,
        'cache-control': 'public, max-age=604800, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
    })
    .get('/editor/magazine/posts/', async (c) => {
      await editor(c);
      const query = parseQuery(c, editorPostsQuerySchema);
      c.header('cache-control', 'private, no-store');
      return c.json({ data: await listEditorPosts({ db, ...query, page: query.page ?? 1 }) });
    })
    .post('/editor/magazine/posts/', async (c) => {
      const session = await editor(c);
      const input = await parseJson(c, editorPostRequestSchema);
      const answer: EditorPostResponse = { data: await createPost({ db, session, input }) };
      return c.json(answer, 201);
    })
    .get('/editor/magazine/posts/:id/', async (c) => {
      await editor(c);
      const answer: EditorPostResponse = {
        data: await readEditorPost({ db, postId: pathId(c, 'id', 'integer', postNotFound) }),
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .put('/editor/magazine/posts/:id/', async (c) => {
      await editor(c);
      const postId = pathId(c, 'id', 'integer', postNotFound);
      const input = await parseJson(c, editorPostRequestSchema);
      const answer: EditorPostResponse = { data: await updatePost({ db, postId, input }) };
      return c.json(answer);
    })
    .get('/editor/magazine/posts/:id/preview/', async (c) => {
      const session = await editor(c);
      const answer: MagazinePostResponse = {
        data: await readPost({
          db,
          postId: pathId(c, 'id', 'integer', postNotFound),
          viewerUuid: session.user.uuid,
          preview: true,
        }),
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .post('/editor/magazine/posts/:id/publish/', async (c) => {
      await editor(c);
      const postId = pathId(c, 'id', 'integer', postNotFound);
      const { publish_at } = await parseJson(c, publishPostRequestSchema);
      const answer: EditorPostResponse = {
        data: await publishPost({
          db,
          queue: requestQueue(c, platform.queue),
          postId,
          publishAt: publish_at ? new Date(publish_at) : undefined,
        }),
      };
      return c.json(answer);
    })
    .post('/editor/magazine/posts/:id/unpublish/', async (c) => {
      await editor(c);
      const answer: EditorPostResponse = {
        data: await unpublishPost({ db, postId: pathId(c, 'id', 'integer', postNotFound) }),
      };
      return c.json(answer);
    })
    .post(
      '/editor/magazine/images/',
      bodyLimit({
        maxSize: maxUpload + 64 * 1024,
        onError: () => {
          throw new AppError('payload_too_large', {
            message: serverMessage('magazineImageTooLarge', { amount: MAGAZINE_LIMITS.imageMaxMegabytes }),
            fields: {
              file: serverMessage('magazineImageTooLarge', { amount: MAGAZINE_LIMITS.imageMaxMegabytes }),
            },
          });
        },
      }),
      async (c) => {
        const session = await editor(c);
        let form: FormData;
        try {
          form = await c.req.formData();
        } catch {
          throw new AppError('bad_request', { error: 'unreadable upload' });
        }
        const file = form.get('file');
        const alt = form.get('alt');
        if (!(file instanceof File) || file.size === 0)
          throw new AppError('validation_failed', { fields: { file: message('required') } });
        if (typeof alt === 'string' && alt.length > MAGAZINE_LIMITS.imageAltMaxLength)
          throw new AppError('validation_failed', {
            fields: { alt: message('maxLength', { amount: MAGAZINE_LIMITS.imageAltMaxLength }) },
          });
        const answer: MagazineImageResponse = {
          data: await uploadMagazineImage({
            platform: requestPlatform(c, platform),
            file,
            alt: typeof alt === 'string' ? alt.trim() : '',
            uploadedBy: session.user.uuid,
          }),
        };
        return c.json(answer, 201);
      },
    );
}
