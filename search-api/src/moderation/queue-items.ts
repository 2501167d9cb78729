import { sql, type SQL } from 'drizzle-orm';
import {
  MODERATION_REASONS,
  type ModerationKind,
  type ModerationQueueItem,
  type ModerationReason,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';

interface ItemRow extends Record<string, unknown> {
  kind: ModerationKind;
  id: number;
  target_title: string | null;
  target_path: string | null;
  parent_text: string | null;
  author_name: string;
  title: string | null;
  rating: number | null;
  text: string;
  status: 'pending' | 'published' | 'rejected';
  report_count: number;
  reports: string[] | null;
  created_at: Date | string;
  moderated_at: Date | string | null;
  rejection_reason: string | null;
  moderator_note: string | null;
  user_uuid: string | null;
}

/**
 * Reviews and comments as queue items (one statement per kind), with where they show. `tail`
 * (order and limit, naming the row as `r` or `c`) ends each kind's statement, so a page is read
 * from the table's index before the joins and the reports are looked up.
 */
export function itemsSql(kinds: readonly ModerationKind[], where: SQL, tail: SQL = sql``): SQL {
  const parts: SQL[] = [];
  if (kinds.includes('review'))
    parts.push(sql`select 'review' as kind, r.id, p.title as target_title,
        '/games/' || g.slug || '/' || p.slug as target_path, null::text as parent_text, r.author_name,
        r.title, r.rating::int as rating, r.text, r.status::text as status, r.report_count, r.created_at,
        r.moderated_at, r.reported_at, r.rejection_reason, r.moderator_note, r.user_uuid,
        (select array_agg(reason order by created_at desc) from (select reason, created_at from content_reports cr
          where cr.item_type = 'review' and cr.item_id = r.id order by created_at desc limit 5) x) as reports
      from reviews r join products p on p.id = r.product_id join product_groups g on g.id = p.group_id
      where ${where} ${tail}`);
  for (const [kind, target] of [
    ['magazine_comment', 'magazine_post'],
    ['recommendation_comment', 'recommendation_list'],
  ] as const)
    if (kinds.includes(kind))
      parts.push(sql`select ${kind} as kind, c.id,
          coalesce(mp.title, rl.title) as target_title,
          coalesce('/magazine/' || mc.slug || '/' || mp.slug, '/recommendations/' || rl.slug) as target_path,
          parent.text as parent_text, c.author_name, null::text as title, null::int as rating, c.text,
          c.status::text as status, c.report_count, c.created_at, c.moderated_at, c.reported_at,
          c.rejection_reason, c.moderator_note, c.user_uuid,
          (select array_agg(reason order by created_at desc) from (select reason, created_at from content_reports cr
            where cr.item_type = 'comment' and cr.item_id = c.id order by created_at desc limit 5) x) as reports
        from comments c
        left join comments parent on parent.id = c.parent_id
        left join magazine_posts mp on c.target_type = 'magazine_post' and mp.id = c.target_id
        left join magazine_categories mc on mc.id = mp.category_id
        left join recommendation_lists rl on c.target_type = 'recommendation_list' and rl.id = c.target_id
        where c.target_type = ${target} and ${where} ${tail}`);
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toQueueItem(row: ItemRow): ModerationQueueItem {
  return {
    kind: row.kind,
    id: Number(row.id),
    target_title: row.target_title ?? 'Gelöschter Inhalt',
    target_path: row.target_path ?? '/',
    parent_text: row.parent_text,
    author_name: row.author_name,
    title: row.title,
    rating: row.rating === null ? null : Number(row.rating),
    text: row.text,
    status: row.status,
    report_count: Number(row.report_count),
    reports: row.reports ?? [],
    created_at: iso(row.created_at),
    moderated_at: row.moderated_at === null ? null : iso(row.moderated_at),
    rejection_reason:
      row.rejection_reason && row.rejection_reason in MODERATION_REASONS
        ? (row.rejection_reason as ModerationReason)
        : null,
    moderator_note: row.moderator_note,
  };
}

export async function readQueueItem(
  database: Pick<DatabaseHandle, 'query'>,
  kind: ModerationKind,
  id: number,
): Promise<(ModerationQueueItem & { userUuid: string | null }) | null> {
  const alias = kind === 'review' ? sql`r` : sql`c`;
  const [row] = await database.query<ItemRow>(itemsSql([kind], sql`${alias}.id = ${id}`));
  return row ? { ...toQueueItem(row), userUuid: row.user_uuid } : null;
}

export type { ItemRow };
