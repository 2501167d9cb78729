import { z } from 'zod';
import { message } from '../constants/messages';
import { magazinePostStatusValues } from '../constants/values';
import { magazineDocumentSchema } from '../magazine/document';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../magazine/slug';
import { gameCardSchema } from './api';
import { commentThreadSchema } from './comments';

/**
 * Contracts of the magazine calls (SPEC §7 says "not shown"; designed in its style: lowercase
 * paths under /api with a trailing slash, snake_case fields, times as ISO strings in UTC).
 * Readers: `GET magazine/`, `GET magazine/categories/{slug}/`, `GET magazine/posts/{category}/{slug}/`,
 * `GET magazine/search/?q=`. Editors (permission `editor_magazine`): `editor/magazine/…`.
 */

export const MAGAZINE_LIMITS = {
  postsPerPage: 10,
  titleMaxLength: 160,
  teaserMaxLength: 300,
  leadMaxLength: 800,
  searchQueryMaxLength: 200,
  featuredGamesMax: 12,
  relatedPosts: 3,
  imageMaxMegabytes: 15,
  imageAltMaxLength: 300,
  /** Largest image side we accept (pixels); bigger photos are refused, not resized. */
  imageMaxPixels: 12_000,
} as const;

const pageNumber = z.coerce
  .number({ error: message('badRequest') })
  .int(message('badRequest'))
  .min(1, message('badRequest'))
  .max(10_000, message('badRequest'));

const dbId = z
  .number({ error: message('badRequest') })
  .int(message('badRequest'))
  .min(1, message('badRequest'))
  .max(2_147_483_647, message('badRequest'));

/** `?page=` of the list answers. */
export const magazinePageQuerySchema = z.object({ page: pageNumber.optional() });

export const magazineSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(
      MAGAZINE_LIMITS.searchQueryMaxLength,
      message('maxLength', { amount: MAGAZINE_LIMITS.searchQueryMaxLength }),
    )
    .optional(),
  page: pageNumber.optional(),
});

/** A magazine image as pages show it: `widths` are the WebP widths written so far. */
export const magazineImageSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  alt: z.string(),
});
export type MagazineImage = z.infer<typeof magazineImageSchema>;

export const magazineCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The news alert type a post of this category notifies (`magazine_industry`, `magazine_tests`). */
  news_type: z.string().nullable(),
  post_count: z.number().int(),
});
export type MagazineCategory = z.infer<typeof magazineCategorySchema>;

/** A post in a list: everything a teaser tile shows. */
export const magazinePostCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category_slug: z.string(),
  category_title: z.string(),
  title: z.string(),
  teaser: z.string(),
  author_name: z.string(),
  published_at: z.string(),
  reading_minutes: z.number().int(),
  cover: magazineImageSchema.nullable(),
});
export type MagazinePostCard = z.infer<typeof magazinePostCardSchema>;

const pagedPosts = {
  posts: z.array(magazinePostCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
};

/** `GET /api/magazine/?page=`: the categories and the latest posts of all categories. */
export const magazineHomeResponseSchema = z.object({
  data: z.object({ categories: z.array(magazineCategorySchema), ...pagedPosts }),
});
export type MagazineHomeResponse = z.infer<typeof magazineHomeResponseSchema>;

/** `GET /api/magazine/categories/{slug}/?page=`: one category's posts. */
export const magazineCategoryResponseSchema = z.object({
  data: z.object({
    category: magazineCategorySchema,
    categories: z.array(magazineCategorySchema),
    ...pagedPosts,
  }),
});
export type MagazineCategoryResponse = z.infer<typeof magazineCategoryResponseSchema>;

/** One post as the reader sees it; `body_html` is rendered from the stored document on read. */
export const magazinePostSchema = magazinePostCardSchema.extend({
  lead: z.string(),
  body_html: z.string(),
  /** Title, lead and the body's blocks as plain text, in reading order: what "Vorlesen" speaks. */
  speech_blocks: z.array(z.string()),
  updated_at: z.string(),
  featured_games: z.array(gameCardSchema),
  /** `published` for readers; editors' previews show drafts and scheduled posts too. */
  state: z.enum(['draft', 'scheduled', 'published', 'unpublished']),
});
export type MagazinePost = z.infer<typeof magazinePostSchema>;

/**
 * `GET /api/magazine/posts/{category_slug}/{slug}/`: the post, related posts and its comment
 * thread (approved comments, plus the signed-in author's own pending ones). A post found under
 * another category answers it anyway; the page redirects to `post.category_slug`.
 */
export const magazinePostResponseSchema = z.object({
  data: z.object({
    post: magazinePostSchema,
    related: z.array(magazinePostCardSchema),
    comments: commentThreadSchema,
  }),
});
export type MagazinePostResponse = z.infer<typeof magazinePostResponseSchema>;

/** A run of text, `hit` where it matched the query: the page marks hits without any HTML. */
export const highlightSegmentSchema = z.object({ text: z.string(), hit: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

/** `GET /api/magazine/search/?q=&page=`: posts matching the query, best first. */
export const magazineSearchResponseSchema = z.object({
  data: z.object({
    query: z.string(),
    hits: z.array(
      z.object({
        post: magazinePostCardSchema,
        title: z.array(highlightSegmentSchema),
        snippet: z.array(highlightSegmentSchema),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  }),
});
export type MagazineSearchResponse = z.infer<typeof magazineSearchResponseSchema>;

// Editors

export const magazinePostStateValues = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type MagazinePostState = (typeof magazinePostStateValues)[number];

/** `GET /api/editor/magazine/posts/?state=&category=&q=&page=` */
export const editorPostsQuerySchema = z.object({
  state: z.enum(magazinePostStateValues, { error: message('chooseFromList') }).optional(),
  category: z.string().max(100).optional(),
  q: z.string().trim().max(MAGAZINE_LIMITS.searchQueryMaxLength).optional(),
  page: pageNumber.optional(),
});

export const editorPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category_slug: z.string(),
  category_title: z.string(),
  status: z.enum(magazinePostStatusValues),
  state: z.enum(magazinePostStateValues),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  author_name: z.string(),
  pending_comments: z.number().int(),
});
export type EditorPostSummary = z.infer<typeof editorPostSummarySchema>;

export const editorPostsResponseSchema = z.object({
  data: z.object({
    posts: z.array(editorPostSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    categories: z.array(magazineCategorySchema),
  }),
});
export type EditorPostsResponse = z.infer<typeof editorPostsResponseSchema>;

const requiredText = (max: number) =>
  z
    .string({ error: message('required') })
    .trim()
    .min(1, message('required'))
    .max(max, message('maxLength', { amount: max }));
const optionalText = (max: number) =>
  z
    .string({ error: message('badRequest') })
    .trim()
    .max(max, message('maxLength', { amount: max }));

/**
 * `POST /api/editor/magazine/posts/` and `PUT /api/editor/magazine/posts/{id}/`: the whole
 * editable post. An empty `slug` is made from the title. `updated_at` (on PUT) is the version
 * the editor loaded: another editor's save in between answers 409 instead of being overwritten.
 */
export const editorPostRequestSchema = z.object({
  title: requiredText(MAGAZINE_LIMITS.titleMaxLength),
  slug: z
    .string({ error: message('badRequest') })
    .trim()
    .max(SLUG_MAX_LENGTH, message('maxLength', { amount: SLUG_MAX_LENGTH }))
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), message('magazineSlugInvalid'))
    .optional(),
  category_id: dbId,
  teaser: optionalText(MAGAZINE_LIMITS.teaserMaxLength),
  lead: optionalText(MAGAZINE_LIMITS.leadMaxLength),
  body: magazineDocumentSchema,
  cover_image_id: dbId.nullable(),
  featured_product_ids: z
    .array(dbId)
    .max(MAGAZINE_LIMITS.featuredGamesMax, message('maxItems', { amount: MAGAZINE_LIMITS.featuredGamesMax })),
  updated_at: z
    .string()
    .datetime({ offset: true, error: message('badRequest') })
    .optional(),
});
export type EditorPostRequest = z.input<typeof editorPostRequestSchema>;

/**
 * `POST /api/editor/magazine/posts/{id}/publish/`: publish now, or at `publish_at` (a later time
 * schedules the post; it appears and notifies at that time).
 */
export const publishPostRequestSchema = z.object({
  publish_at: z
    .string()
    .datetime({ offset: true, error: message('magazinePublishAtInvalid') })
    .optional(),
});
export type PublishPostRequest = z.input<typeof publishPostRequestSchema>;

/** A featured game in the editor: enough to show and reorder it. */
export const editorFeaturedGameSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  cover_image_id: z.number().int().nullable(),
});

/** The post as the editor loads it: the stored document, not HTML. */
export const editorPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category_id: z.number().int(),
  category_slug: z.string(),
  teaser: z.string(),
  lead: z.string(),
  body: magazineDocumentSchema,
  cover: magazineImageSchema.nullable(),
  /** Images the body shows, so the editor can display them. */
  images: z.array(magazineImageSchema),
  featured_games: z.array(editorFeaturedGameSchema),
  status: z.enum(magazinePostStatusValues),
  state: z.enum(magazinePostStateValues),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  author_name: z.string(),
  /** The public address once published (also for scheduled posts). */
  path: z.string(),
});
export type EditorPost = z.infer<typeof editorPostSchema>;

export const editorPostResponseSchema = z.object({ data: editorPostSchema });
export type EditorPostResponse = z.infer<typeof editorPostResponseSchema>;

/** `POST /api/editor/magazine/images/` (multipart `file`, optional `alt`): stored, resized later. */
export const magazineImageResponseSchema = z.object({ data: magazineImageSchema });
export type MagazineImageResponse = z.infer<typeof magazineImageResponseSchema>;
