import { z } from 'zod';
import { STATIC_PAGES } from '../constants/categories';
import { message } from '../constants/messages';
import { magazineDocumentSchema, type MagazineBlockNode, type MagazineDocument } from '../magazine/document';

/**
 * Contracts of the static pages' calls (contact, legal notice, privacy policy, … and jobs; the
 * paths of `STATIC_PAGES`). Readers: `GET pages/{path}/`. Editors (permission `editor_magazine`):
 * `GET editor/pages/`, `GET|PUT|DELETE editor/pages/{path}/`. A page shows its shipped text
 * (`SITE_PAGE_CONTENT`) until an editor saves it; resetting goes back to the shipped text.
 */

export const SITE_PAGE_LIMITS = {
  /** The meta description: long enough to say something, short enough for a search result. */
  descriptionMinLength: 50,
  descriptionMaxLength: 160,
} as const;

/** A static page's path, e.g. `legal-notice` (the page's address without the slash). */
export type SitePagePath = (typeof STATIC_PAGES)[number]['path'];

export const SITE_PAGE_PATHS = STATIC_PAGES.map((page) => page.path) as [SitePagePath, ...SitePagePath[]];

/** The `path` of the answers: always one of `STATIC_PAGES`. */
const sitePagePathSchema = z.enum(SITE_PAGE_PATHS);

export function isSitePagePath(value: string): value is SitePagePath {
  return (SITE_PAGE_PATHS as readonly string[]).includes(value);
}

/** The German title of a static page. */
export function sitePageTitle(path: SitePagePath): string {
  return STATIC_PAGES.find((page) => page.path === path)!.title.de;
}

function hasMedia(nodes: readonly MagazineBlockNode[]): boolean {
  return nodes.some((node) => {
    if (node.type === 'image' || node.type === 'gameCard' || node.type === 'video') return true;
    if (node.type === 'blockquote') return hasMedia(node.content);
    if (node.type === 'bulletList' || node.type === 'orderedList')
      return node.content.some((item) => hasMedia(item.content));
    return false;
  });
}

/**
 * A static page's body: the magazine's document without images, game cards and videos. Images
 * are uploaded for posts and game cards show live prices of featured games; a legal text has
 * neither, and a card there would need prices the page cache does not follow. A video would
 * put a provider's player on the pages that explain consent and privacy.
 */
export const sitePageDocumentSchema: z.ZodType<MagazineDocument> = magazineDocumentSchema.superRefine(
  (doc, context) => {
    if (hasMedia(doc.content))
      context.addIssue({ code: 'custom', message: message('sitePageMediaNotAllowed') });
  },
);

/** `GET /api/pages/{path}/`: the page as readers see it; `html` is rendered from the document on read. */
export const sitePageSchema = z.object({
  path: sitePagePathSchema,
  title: z.string(),
  description: z.string(),
  html: z.string(),
  /** When an editor last saved the page; null while it shows the shipped text. */
  updated_at: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const sitePageResponseSchema = z.object({ data: sitePageSchema });
export type SitePageResponse = z.infer<typeof sitePageResponseSchema>;

// Editors

/** A line of the editors' list: whether an editor changed the page, when and who. */
export const editorSitePageSummarySchema = z.object({
  path: sitePagePathSchema,
  title: z.string(),
  edited: z.boolean(),
  updated_at: z.string().nullable(),
  /** Null for shipped text, and when the account that saved it was deleted. */
  updated_by_name: z.string().nullable(),
});
export type EditorSitePageSummary = z.infer<typeof editorSitePageSummarySchema>;

/** `GET /api/editor/pages/`: every static page in the order of `STATIC_PAGES`. */
export const editorSitePagesResponseSchema = z.object({
  data: z.object({ pages: z.array(editorSitePageSummarySchema) }),
});
export type EditorSitePagesResponse = z.infer<typeof editorSitePagesResponseSchema>;

/** The page as the editor loads it: the stored (or shipped) document, not HTML. */
export const editorSitePageSchema = z.object({
  path: sitePagePathSchema,
  title: z.string(),
  description: z.string(),
  document: magazineDocumentSchema,
  /** The version loaded, sent back as `expected_updated_at`; null for the shipped text. */
  updated_at: z.string().nullable(),
  /** True while the page shows the text shipped with the release (no editor saved it). */
  shipped: z.boolean(),
});
export type EditorSitePage = z.infer<typeof editorSitePageSchema>;

/** `GET`, `PUT` and `DELETE /api/editor/pages/{path}/` answer the page as the editor sees it. */
export const editorSitePageResponseSchema = z.object({ data: editorSitePageSchema });
export type EditorSitePageResponse = z.infer<typeof editorSitePageResponseSchema>;

/**
 * `PUT /api/editor/pages/{path}/`: the description and the body. `expected_updated_at` is the
 * `updated_at` the editor loaded (null for the shipped text): when someone else saved or reset
 * the page in between, the save answers 409 instead of overwriting their text.
 */
export const editorSitePageRequestSchema = z.object({
  description: z
    .string({ error: message('required') })
    .trim()
    .min(1, message('required'))
    .min(
      SITE_PAGE_LIMITS.descriptionMinLength,
      message('minLength', { amount: SITE_PAGE_LIMITS.descriptionMinLength }),
    )
    .max(
      SITE_PAGE_LIMITS.descriptionMaxLength,
      message('maxLength', { amount: SITE_PAGE_LIMITS.descriptionMaxLength }),
    ),
  document: sitePageDocumentSchema,
  expected_updated_at: z
    .string({ error: message('badRequest') })
    .datetime({ offset: true, error: message('badRequest') })
    .nullable(),
});
export type EditorSitePageRequest = z.input<typeof editorSitePageRequestSchema>;
