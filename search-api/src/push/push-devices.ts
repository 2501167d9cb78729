import { and, desc, eq, sql } from 'drizzle-orm';
import { message, PUSH_LIMITS, type PushDevice, type PushSubscribeRequest } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import * as t from '@spielraum/schema/db';
import { internalHostReason, type PushConfig } from '@spielraum/platform';
import { AppError } from '../http/errors';
import { deviceLabel } from './device-label';

/** 409 when the portal has no VAPID keys (a deployment that did not set them). */
export function requirePush(push: PushConfig | null): PushConfig {
  if (!push)
    throw new AppError('conflict', { error: 'push not configured', message: message('pushNotConfigured') });
  return push;
}

function toDevice(row: typeof t.pushSubscriptions.$inferSelect): PushDevice {
  return {
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
    failure_count: row.failureCount,
  };
}

/** The user's push devices, newest first. */
export async function listPushDevices({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userUuid, userUuid))
    .orderBy(desc(t.pushSubscriptions.createdAt), desc(t.pushSubscriptions.id));
  return rows.map(toDevice);
}

/**
 * Stores a browser's push subscription for the signed-in user. The endpoint must be https on a
 * public address (unless the portal accepts internal ones: embedded mode, tests), so a made-up
 * subscription cannot point the worker's requests into the internal network. The same endpoint
 * again updates its keys; an endpoint another account subscribed moves to this one (the browser
 * is now signed in here) as a new device, so it gets none of the other account's notifications
 * and none of this account's older ones. At most `maxDevicesPerUser` devices.
 */
export async function subscribePushDevice({
  db,
  push,
  userUuid,
  subscription,
  userAgent,
}: {
  db: Database;
  push: PushConfig;
  userUuid: string;
  subscription: PushSubscribeRequest;
  userAgent: string | undefined;
}): Promise<{ device: PushDevice; created: boolean }> {
  const url = new URL(subscription.endpoint);
  if (!push.allowInternalEndpoints && (url.protocol !== 'https:' || (await internalHostReason(url)) !== null))
    throw new AppError('validation_failed', {
      error: 'push endpoint refused',
      message: message('pushEndpointRefused'),
      fields: { endpoint: message('pushEndpointRefused') },
    });
  const label = deviceLabel(userAgent);
  return db.transaction(async (tx) => {
    // one writer per user at a time, so two subscriptions at once cannot pass the limit together
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${userUuid}`}, 0))`);
    const [existing] = await tx
      .select()
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.endpoint, subscription.endpoint));
    if (existing?.userUuid === userUuid) {
      const [row] = await tx
        .update(t.pushSubscriptions)
        .set({ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, label, failureCount: 0 })
        .where(eq(t.pushSubscriptions.id, existing.id))
        .returning();
      return { device: toDevice(row!), created: false };
    }
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.userUuid, userUuid))) as [{ count: number }];
    if (count >= PUSH_LIMITS.maxDevicesPerUser)
      throw new AppError('conflict', {
        error: 'too many devices',
        message: message('pushDeviceLimit', { amount: PUSH_LIMITS.maxDevicesPerUser }),
      });
    if (existing) await tx.delete(t.pushSubscriptions).where(eq(t.pushSubscriptions.id, existing.id));
    const [row] = await tx
      .insert(t.pushSubscriptions)
      .values({
        userUuid,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label,
      })
      .returning();
    return { device: toDevice(row!), created: true };
  });
}

/** Removes one of the user's devices; another user's or a missing one answers 404. */
export async function removePushDevice({
  db,
  userUuid,
  deviceId,
}: {
  db: Database;
  userUuid: string;
  deviceId: number;
}): Promise<void> {
  const removed = await db
    .delete(t.pushSubscriptions)
    .where(and(eq(t.pushSubscriptions.id, deviceId), eq(t.pushSubscriptions.userUuid, userUuid)))
    .returning({ id: t.pushSubscriptions.id });
  if (removed.length === 0) throw pushDeviceNotFound();
}

export function pushDeviceNotFound(): AppError {
  return new AppError('not_found', { error: 'device not found', message: message('pushDeviceNotFound') });
}
