import type { Kysely } from 'kysely';
import type { Database, PushTokensTable } from '../../db/schema.js';
import type { PushDevice } from './push-sender.js';

/** Registers a device, or refreshes it; a device that signs in to another account moves there. */
export async function upsertPushToken(db: Kysely<Database>, row: PushTokensTable): Promise<void> {
  await db
    .insertInto('push_tokens')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        user_id: row.user_id,
        platform: row.platform,
        token: row.token,
        refreshed_at: row.refreshed_at,
      }),
    )
    .execute();
}

/** Keeps the user's `keep` most recently refreshed devices and forgets the rest. */
export async function trimPushTokens(db: Kysely<Database>, userId: string, keep: number) {
  const extra = await db
    .selectFrom('push_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('refreshed_at', 'desc')
    .orderBy('id')
    .offset(keep)
    .limit(1000)
    .execute();
  if (extra.length === 0) return;
  await db
    .deleteFrom('push_tokens')
    .where(
      'id',
      'in',
      extra.map((row) => row.id),
    )
    .execute();
}

/**
 * The user's devices to push to. Those not refreshed since `staleBefore` are deleted here, on
 * send: an app that stopped refreshing (uninstalled, logged out) is not worth a request.
 */
export async function freshPushDevices(
  db: Kysely<Database>,
  userId: string,
  staleBefore: string,
): Promise<PushDevice[]> {
  await db
    .deleteFrom('push_tokens')
    .where('user_id', '=', userId)
    .where('refreshed_at', '<', staleBefore)
    .execute();
  return db
    .selectFrom('push_tokens')
    .select(['id', 'platform', 'token'])
    .where('user_id', '=', userId)
    .execute();
}

/** Forgets a device the push service no longer knows (unless it re-registered meanwhile). */
export async function deletePushToken(db: Kysely<Database>, device: PushDevice): Promise<void> {
  await db
    .deleteFrom('push_tokens')
    .where('id', '=', device.id)
    .where('token', '=', device.token)
    .execute();
}

export async function movePushTokens(db: Kysely<Database>, from: string, to: string) {
  const result = await db
    .updateTable('push_tokens')
    .set({ user_id: to })
    .where('user_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
