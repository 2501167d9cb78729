import { eq } from 'drizzle-orm';
import { clockMinutes, clockTime, PUSH_LIMITS, type PushSettings } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import * as t from '@spielraum/schema/db';

/** The user's push settings; without a stored row no quiet hours and the default cap. */
export async function readPushSettings({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<PushSettings> {
  const [row] = await db.select().from(t.pushSettings).where(eq(t.pushSettings.userUuid, userUuid));
  if (!row) return { quiet_hours: null, daily_cap: PUSH_LIMITS.defaultDailyCap };
  return {
    quiet_hours:
      row.quietFromMinute === null || row.quietToMinute === null
        ? null
        : { from: clockTime(row.quietFromMinute), to: clockTime(row.quietToMinute) },
    daily_cap: row.dailyCap,
  };
}

/** Stores the user's push settings as a whole (quiet hours in German time, the daily cap). */
export async function updatePushSettings({
  db,
  userUuid,
  settings,
}: {
  db: Database;
  userUuid: string;
  settings: PushSettings;
}): Promise<PushSettings> {
  const values = {
    quietFromMinute: settings.quiet_hours ? clockMinutes(settings.quiet_hours.from) : null,
    quietToMinute: settings.quiet_hours ? clockMinutes(settings.quiet_hours.to) : null,
    dailyCap: settings.daily_cap,
    updatedAt: new Date(),
  };
  await db
    .insert(t.pushSettings)
    .values({ userUuid, ...values })
    .onConflictDoUpdate({ target: t.pushSettings.userUuid, set: values });
  return readPushSettings({ db, userUuid });
}
