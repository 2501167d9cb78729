import { eq } from 'drizzle-orm';
import {
  renderMagazineDocument,
  SITE_PAGE_CONTENT,
  sitePageDocumentSchema,
  sitePageTitle,
  serverMessage,
  type EditorSitePage,
  type MagazineDocument,
  type SitePage,
  type SitePagePath,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { sitePages } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

export function sitePageNotFound(): AppError {
  return new AppError('not_found', { error: 'page not found', message: serverMessage('sitePageNotFound') });
}

/** A static page's text as it is shown now: an editor's version, else the shipped one. */
interface CurrentSitePage {
  description: string;
  document: MagazineDocument;
  updatedAt: Date | null;
}

function shipped(path: SitePagePath): CurrentSitePage {
  const content = SITE_PAGE_CONTENT[path];
  return {
    description: content.description,
    document: { type: 'doc', content: content.body },
    updatedAt: null,
  };
}

/**
 * The page's stored version, or the shipped text when no editor saved it. A stored document
 * that no longer passes the rule (a rule made stricter by a later release) falls back to the
 * shipped text instead of an empty page; the editor sees the same and can save again.
 */
export async function currentSitePage(db: Database, path: SitePagePath): Promise<CurrentSitePage> {
  const [row] = await db
    .select({
      description: sitePages.description,
      document: sitePages.document,
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .where(eq(sitePages.path, path))
    .limit(1);
  if (!row) return shipped(path);
  const parsed = sitePageDocumentSchema.safeParse(row.document);
  if (!parsed.success) return shipped(path);
  return { description: row.description, document: parsed.data, updatedAt: row.updatedAt };
}

/**
 * A static page as readers see it: the title of `STATIC_PAGES`, the description and the body
 * rendered to HTML from its document (no images or game cards, so no lookups).
 */
export async function readSitePage({ db, path }: { db: Database; path: SitePagePath }): Promise<SitePage> {
  const page = await currentSitePage(db, path);
  return {
    path,
    title: sitePageTitle(path),
    description: page.description,
    html: renderMagazineDocument(page.document, { images: new Map(), games: new Map() }),
    updated_at: page.updatedAt?.toISOString() ?? null,
  };
}

/** A static page as the editor loads it: the document, not HTML, and whether it is the shipped text. */
export async function readEditorSitePage({
  db,
  path,
}: {
  db: Database;
  path: SitePagePath;
}): Promise<EditorSitePage> {
  const page = await currentSitePage(db, path);
  return {
    path,
    title: sitePageTitle(path),
    description: page.description,
    document: page.document,
    updated_at: page.updatedAt?.toISOString() ?? null,
    shipped: page.updatedAt === null,
  };
}
