import { eq } from 'drizzle-orm';
import { serverMessage } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

export function unknownDealer(): AppError {
  return new AppError('not_found', {
    error: 'dealer not found',
    message: serverMessage('feedUploadUnknownDealer'),
  });
}

/** The shop an operator names by id (active or not), or 404. */
export async function findDealer({ db, dealerId }: { db: Database; dealerId: number }) {
  const [dealer] = await db
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(eq(dealers.id, dealerId))
    .limit(1);
  if (!dealer) throw unknownDealer();
  return dealer;
}
