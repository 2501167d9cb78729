import { sql, type SQL } from 'drizzle-orm';
import {
  MODERATION_LIMITS,
  moderationKindValues,
  type ModerationKind,
  type ModerationQueueResponse,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { itemsSql, toQueueItem, type ItemRow } from './queue-items';

type QueueStatus = 'open' | 'published' | 'rejected';

/** Counts stop here per kind and condition (see below). */
const COUNT_CAP = 10_000;

/**
 * The editors' queue: reviews and comments of the chosen kinds and status. `open` is pending
 * items and published ones reported since, oldest first (by report time for reported ones), so
 * nothing waits longest; decided items newest first. Each kind's part reads its own index
 * (status and time, or the partial index of reported rows) and the union is merged, so the first
 * page stays fast however many items wait (see `pnpm bench`).
 */
export async function listModerationQueue({
  database,
  kind,
  status = 'open',
  page = 1,
  listOwnerUuid,
}: {
  database: Pick<DatabaseHandle, 'query'>;
  kind?: ModerationKind;
  status?: QueueStatus;
  page?: number;
  /** A curator's view: only the comments on this user's recommendation lists. */
  listOwnerUuid?: string;
}): Promise<ModerationQueueResponse['data']> {
  const perPage = MODERATION_LIMITS.pageSize;
  const kinds = listOwnerUuid
    ? (['recommendation_comment'] as const)
    : kind
      ? [kind]
      : [...moderationKindValues];
  const ownLists = (column: SQL) =>
    listOwnerUuid
      ? sql`${column} in (select id from recommendation_lists where owner_uuid = ${listOwnerUuid})`
      : sql`true`;
  const window = page * perPage;
  // each part reads its own index in its own order (pending by creation, reported by report
  // time, decided by decision time), limited to the rows the page can need; the union is sorted
  // by that time
  const parts: SQL[] = [];
  for (const one of kinds) {
    const a = sql.raw(one === 'review' ? 'r' : 'c');
    const scope = one === 'recommendation_comment' ? ownLists(sql`c.target_id`) : sql`true`;
    const conditions: Array<[SQL, SQL]> =
      status === 'open'
        ? [
            [sql`${a}.status = 'pending' and ${scope}`, sql`${a}.created_at`],
            [sql`${a}.status = 'published' and ${a}.report_count > 0 and ${scope}`, sql`${a}.reported_at`],
          ]
        : [[sql`${a}.status = ${status} and ${scope}`, sql`${a}.moderated_at`]];
    for (const [condition, time] of conditions)
      parts.push(
        itemsSql(
          [one],
          condition,
          status === 'open'
            ? sql`order by ${time}, ${a}.id limit ${window}`
            : sql`order by ${time} desc nulls last, ${a}.id desc limit ${window}`,
        ),
      );
  }
  const order =
    status === 'open'
      ? sql`coalesce(reported_at, created_at), kind, id`
      : sql`moderated_at desc nulls last, kind, id desc`;
  const rows = await database.query<ItemRow>(
    sql`select * from (${sql.join(parts, sql` union all `)}) items order by ${order}
        limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  // counted only up to COUNT_CAP per kind and condition: an exact count of 100,000 waiting rows
  // would cost more than the page itself, and no one pages that far
  const capped = (from: SQL, condition: SQL) =>
    sql`(select count(*)::int from (select 1 from ${from} where ${condition} limit ${COUNT_CAP}) x)`;
  const openOf = (from: SQL, scope: SQL) =>
    sql`${capped(from, sql`${scope} and status = 'pending'`)} + ${capped(from, sql`${scope} and status = 'published' and report_count > 0`)}`;
  const shownOf = (from: SQL, scope: SQL) =>
    status === 'open' ? sql`null::int` : capped(from, sql`${scope} and status = ${status}`);
  const [counts] = await database.query<Record<string, number | null>>(
    sql`select ${openOf(sql`reviews`, sql`true`)} as open_review,
          ${openOf(sql`comments`, sql`target_type = 'magazine_post'`)} as open_magazine_comment,
          ${openOf(sql`comments`, sql`target_type = 'recommendation_list' and ${ownLists(sql`target_id`)}`)} as open_recommendation_comment,
          ${shownOf(sql`reviews`, sql`true`)} as shown_review,
          ${shownOf(sql`comments`, sql`target_type = 'magazine_post'`)} as shown_magazine_comment,
          ${shownOf(sql`comments`, sql`target_type = 'recommendation_list' and ${ownLists(sql`target_id`)}`)} as shown_recommendation_comment`,
  );
  const open = { review: 0, magazine_comment: 0, recommendation_comment: 0 };
  let total = 0;
  for (const one of moderationKindValues) {
    open[one] = Number(counts?.[`open_${one}`] ?? 0);
    if ((kinds as readonly ModerationKind[]).includes(one))
      total += status === 'open' ? open[one] : Number(counts?.[`shown_${one}`] ?? 0);
  }
  // a curator sees the counts of their own lists' comments only
  if (listOwnerUuid) open.review = open.magazine_comment = 0;
  return {
    items: rows.map(toQueueItem),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / perPage)),
    open,
  };
}
