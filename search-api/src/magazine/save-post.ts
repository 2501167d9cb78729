import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  magazineDocumentImageIds,
  magazineDocumentProductIds,
  magazineDocumentText,
  magazineSlug,
  message,
  type EditorPost,
  type editorPostRequestSchema,
  serverMessage,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import {
  magazineCategories,
  magazineImages,
  magazinePostProducts,
  magazinePosts,
  products,
} from '@spielraum/schema/db';
import type { z } from 'zod';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';
import { readEditorPost } from './editor-posts';
import { postNotFound } from './read-post';

type EditorPostInput = z.output<typeof editorPostRequestSchema>;

function fieldError(field: string, text: string): AppError {
  return new AppError('validation_failed', { error: 'validation failed', fields: { [field]: text } });
}

/** Checks that the ids a post refers to exist; answers 400 on the field that names a missing one. */
async function checkReferences(db: Database, input: EditorPostInput): Promise<void> {
  const [category] = await db
    .select({ id: magazineCategories.id })
    .from(magazineCategories)
    .where(eq(magazineCategories.id, input.category_id));
  if (!category) throw fieldError('category_id', serverMessage('magazineCategoryNotFound'));
  const imageIds = [
    ...new Set([
      ...magazineDocumentImageIds(input.body),
      ...(input.cover_image_id ? [input.cover_image_id] : []),
    ]),
  ];
  if (imageIds.length > 0) {
    const found = await db
      .select({ id: magazineImages.id })
      .from(magazineImages)
      .where(inArray(magazineImages.id, imageIds));
    const known = new Set(found.map((row) => row.id));
    if (input.cover_image_id && !known.has(input.cover_image_id))
      throw fieldError('cover_image_id', serverMessage('magazineImageNotFound'));
    if (imageIds.some((id) => !known.has(id)))
      throw fieldError('body', serverMessage('magazineImageNotFound'));
  }
  const productIds = [...new Set([...input.featured_product_ids, ...magazineDocumentProductIds(input.body)])];
  if (productIds.length > 0) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
    const known = new Set(found.map((row) => row.id));
    if (input.featured_product_ids.some((id) => !known.has(id)))
      throw fieldError('featured_product_ids', message('gameNotFound'));
    if (productIds.some((id) => !known.has(id))) throw fieldError('body', message('gameNotFound'));
  }
}

function slugTakenError(): AppError {
  return new AppError('conflict', {
    error: 'slug taken',
    message: serverMessage('magazineSlugTaken'),
    fields: { slug: serverMessage('magazineSlugTaken') },
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
}

async function isSlugTaken(db: Database, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: magazinePosts.id })
    .from(magazinePosts)
    .where(
      exceptId === null
        ? eq(magazinePosts.slug, slug)
        : and(eq(magazinePosts.slug, slug), ne(magazinePosts.id, exceptId)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The slug to store: the editor's own (409 when another post has it), or one made from the
 * title, numbered ("-2", "-3", …) until it is free.
 */
async function chooseSlug(db: Database, input: EditorPostInput, exceptId: number | null): Promise<string> {
  if (input.slug) {
    if (await isSlugTaken(db, input.slug, exceptId)) throw slugTakenError();
    return input.slug;
  }
  const base = magazineSlug(input.title);
  if (!base) throw fieldError('slug', message('magazineSlugInvalid'));
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isSlugTaken(db, candidate, exceptId))) return candidate;
  }
  throw fieldError('slug', serverMessage('magazineSlugTaken'));
}

function columns(input: EditorPostInput, slug: string) {
  return {
    title: input.title,
    slug,
    categoryId: input.category_id,
    teaser: input.teaser,
    lead: input.lead,
    body: input.body,
    bodyText: magazineDocumentText(input.body),
    coverImageId: input.cover_image_id,
  };
}

async function writeFeatured(
  db: Pick<Database, 'insert' | 'delete'>,
  postId: number,
  productIds: readonly number[],
) {
  await db.delete(magazinePostProducts).where(eq(magazinePostProducts.postId, postId));
  const unique = [...new Set(productIds)];
  if (unique.length > 0)
    await db
      .insert(magazinePostProducts)
      .values(unique.map((productId, position) => ({ postId, productId, position })));
}

/** Creates a draft post written by the signed-in editor. */
export async function createPost({
  db,
  session,
  input,
}: {
  db: Database;
  session: CurrentSession;
  input: EditorPostInput;
}): Promise<EditorPost> {
  await checkReferences(db, input);
  const slug = await chooseSlug(db, input, null);
  let postId: number;
  try {
    postId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(magazinePosts)
        .values({
          ...columns(input, slug),
          status: 'draft',
          authorUuid: session.user.uuid,
          authorName: session.user.display_name,
        })
        .returning({ id: magazinePosts.id });
      await writeFeatured(tx, row!.id, input.featured_product_ids);
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return readEditorPost({ db, postId });
}

/**
 * Saves an editor's changes to any post. With `updated_at` (the version the editor loaded) a
 * save made by someone else in between answers 409 instead of being overwritten.
 */
export async function updatePost({
  db,
  postId,
  input,
}: {
  db: Database;
  postId: number;
  input: EditorPostInput;
}): Promise<EditorPost> {
  const [existing] = await db
    .select({ id: magazinePosts.id, updatedAt: magazinePosts.updatedAt })
    .from(magazinePosts)
    .where(eq(magazinePosts.id, postId));
  if (!existing) throw postNotFound();
  await checkReferences(db, input);
  const slug = await chooseSlug(db, input, postId);
  try {
    await db.transaction(async (tx) => {
      const stale = input.updated_at
        ? sql`abs(extract(epoch from ${magazinePosts.updatedAt} - ${new Date(input.updated_at).toISOString()}::timestamptz)) >= 0.001`
        : sql`false`;
      const updated = await tx
        .update(magazinePosts)
        .set({ ...columns(input, slug), updatedAt: sql`now()` })
        .where(and(eq(magazinePosts.id, postId), sql`not (${stale})`))
        .returning({ id: magazinePosts.id });
      if (updated.length === 0)
        throw new AppError('conflict', { error: 'stale edit', message: serverMessage('magazineStaleEdit') });
      await writeFeatured(tx, postId, input.featured_product_ids);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return readEditorPost({ db, postId });
}
