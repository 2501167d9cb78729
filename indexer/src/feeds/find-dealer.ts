import type { Platform } from '@spielraum/platform';
import { lookupDealer } from '@spielraum/schema/feeds';
import { OPERATOR_ERRORS } from '../cli/texts.de';
import { OperatorError } from '../operator-error';

/** Finds a dealer by numeric id or slug; throws an operator-facing message otherwise. */
export async function findDealer(platform: Pick<Platform, 'database'>, reference: string) {
  const dealer = await lookupDealer(platform.database, reference);
  if (!dealer) throw new OperatorError(OPERATOR_ERRORS.unknownDealer(reference));
  return dealer;
}
