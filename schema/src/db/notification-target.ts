import { sql, type SQL } from 'drizzle-orm';

/**
 * The magazine post a news notification is about, read from its unique key
 * `news:{alertId}:post:{postId}` (null for every other notification). The alert mails and the
 * notifications page both link to the post with it.
 */
export function notificationPostId(dedupeKey: SQL | SQL.Aliased | { getSQL(): SQL }): SQL<number | null> {
  return sql<number | null>`(case when split_part(${dedupeKey}, ':', 3) = 'post'
    then nullif(split_part(${dedupeKey}, ':', 4), '')::int end)`;
}
