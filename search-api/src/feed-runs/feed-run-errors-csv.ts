import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { feedRowErrors } from '@spielraum/schema/db';
import { findFeedRun } from './feed-run-item';

/** Rows read per query while the file streams: a run may have skipped a million rows. */
const BATCH = 5000;
/** Excel reads a UTF-8 file without this mark as its ANSI code page and garbles umlauts. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break (quotes doubled,
 * RFC 4180). A field that would start a formula in a spreadsheet (`=`, `+`, `-`, `@`, tab, CR;
 * a dealer's feed decides what a reason quotes) gets an apostrophe first, so it stays text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A run's skipped rows as a CSV file for spreadsheets (`Zeile;Grund`, by line, `;`-separated as
 * German Excel expects, CRLF line ends, UTF-8 with byte order mark), streamed in batches so no
 * process holds them all. Only runs of `dealerIds` when given; null when there is none in scope.
 */
export async function feedRunErrorsCsv({
  db,
  id,
  dealerIds,
}: {
  db: Database;
  id: number;
  dealerIds?: readonly number[];
}): Promise<ReadableStream<Uint8Array> | null> {
  const found = await findFeedRun({ db, id, dealerIds });
  if (!found) return null;
  const encoder = new TextEncoder();
  let after: { line: number; id: number } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${BYTE_ORDER_MARK}Zeile;Grund\r\n`));
        return;
      }
      const rows = await db
        .select({ id: feedRowErrors.id, line: feedRowErrors.line, reason: feedRowErrors.reason })
        .from(feedRowErrors)
        .where(
          and(
            eq(feedRowErrors.feedRunId, id),
            after === null
              ? undefined
              : or(
                  gt(feedRowErrors.line, after.line),
                  and(eq(feedRowErrors.line, after.line), gt(feedRowErrors.id, after.id)),
                ),
          ),
        )
        .orderBy(asc(feedRowErrors.line), asc(feedRowErrors.id))
        .limit(BATCH);
      if (rows.length > 0) {
        const last = rows.at(-1)!;
        after = { line: last.line, id: last.id };
        controller.enqueue(
          encoder.encode(rows.map((row) => `${row.line};${csvField(row.reason)}\r\n`).join('')),
        );
      }
      if (rows.length < BATCH) controller.close();
    },
  });
}
