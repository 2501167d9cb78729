import { sql } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { liveOffer, offerTotalCents } from '@spielraum/schema/prices';
import { countOf } from '../feeds/sql-count';
import { notInCollection, orderableList, wishListNames } from './alert-sql';

/** The user of the alert `a` excluded dealers (the partial index `users_excluded_dealers_idx`). */
const excludingUser = sql`select 1 from users u where u.uuid = a.user_uuid and cardinality(u.excluded_dealer_ids) > 0`;

/**
 * The best total of the orderable live offers of the alert `a`'s game from the dealers its user
 * `u` did not exclude; null when none of them can deliver.
 */
export const ownOrderableBest = sql`
  select min(${offerTotalCents}) as best_total_cents
  from offers o join dealers d on d.id = o.dealer_id
  where o.product_id = a.product_id and ${liveOffer} and o.availability in ${orderableList}
    and o.dealer_id <> all(u.excluded_dealer_ids)`;

/**
 * Fires the armed, unpaused availability alerts of games that this feed run made orderable
 * (an `availability_change` event from a not orderable to an orderable value, and the game is
 * still orderable now), in one statement: disarm with the crossing counted, one notification
 * per alert and crossing (`availability:{alertId}:{crossing}`). A game in one of the user's
 * collections does not alert (owned means done).
 *
 * A user who excluded dealers is asked by state instead, like a price alert: their armed alert of
 * a game this run touched (`alert_products`) fires when a dealer they did not exclude can deliver
 * now, with the best total among those dealers. The game's own change from not orderable to
 * orderable may have come from an excluded dealer, and a second dealer becoming orderable is no
 * change of the game's. Answers the new notifications.
 */
export async function fireAvailabilityAlerts({
  tx,
  feedRunId,
}: {
  tx: Pick<TransactionHandle, 'query'>;
  feedRunId: number;
}): Promise<number> {
  return countOf(
    tx,
    sql`with due as (
          select a.id, s.best_total_cents
          from indexer_events e
          join product_price_stats s on s.product_id = e.product_id
          join alerts a on a.product_id = e.product_id
          where e.feed_run_id = ${feedRunId} and e.kind = 'availability_change'
            and e.old_availability not in ${orderableList} and e.new_availability in ${orderableList}
            and s.availability in ${orderableList}
            and a.kind = 'availability' and a.armed and not a.paused and ${notInCollection}
            and not exists (${excludingUser})
          union all
          select a.id, own.best_total_cents
          from users u
          join alerts a on a.user_uuid = u.uuid and a.kind = 'availability' and a.armed and not a.paused
          join alert_products r on r.product_id = a.product_id
          cross join lateral (${ownOrderableBest}) own
          where cardinality(u.excluded_dealer_ids) > 0 and own.best_total_cents is not null
            and ${notInCollection}),
        fired as (
          update alerts a set armed = false, crossings = a.crossings + 1, last_fired_at = now()
          from due d where a.id = d.id and a.armed and not a.paused
          returning a.id, a.user_uuid, a.product_id, a.crossings, d.best_total_cents),
        lists as (${wishListNames('fired')}),
        added as (
          insert into notifications (user_uuid, alert_id, type, product_id, name, price_cents, old_price_cents, list_name, dedupe_key)
          select f.user_uuid, f.id, 'availability', f.product_id, p.title, f.best_total_cents, null,
                 l.name, 'availability:' || f.id || ':' || f.crossings
          from fired f join products p on p.id = f.product_id
          left join lists l on l.user_uuid = f.user_uuid and l.product_id = f.product_id
          on conflict (dedupe_key) do nothing
          returning 1)
        select count(*)::int as n from added`,
  );
}
