import { eq } from 'drizzle-orm';
import { message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { products } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

/** Refuses a product id that names no game: a 400 on `product_id`, as lists and ignores hold only games. */
export async function requireGame({ db, productId }: { db: Database; productId: number }): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product)
    throw new AppError('validation_failed', {
      error: 'game not found',
      message: message('gameNotFound'),
      fields: { product_id: message('gameNotFound') },
    });
}
