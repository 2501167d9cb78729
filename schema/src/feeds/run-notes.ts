import { serverMessage } from '../constants/server-messages';

/**
 * What an operator should know about a finished feed run besides its counts, in German, for the
 * CLI and the upload API alike: a feed that had no rows at all (only a header, an empty XML
 * channel) succeeds, but nothing came of it.
 */
export function feedRunNotes(run: { status: string; rowsTotal: number; stats: object | null }): string[] {
  const notModified = run.stats !== null && 'notModified' in run.stats;
  if (run.status === 'succeeded' && run.rowsTotal === 0 && !notModified)
    return [serverMessage('feedRunNoRows')];
  return [];
}
