import type { Kysely } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/schema.js';

/**
 * Writes the provider's view of a subscription, unless a newer observation is already stored:
 * webhooks arrive in any order, and a late, stale one must not undo a later state.
 */
export async function upsertSubscription(
  db: Kysely<Database>,
  row: SubscriptionsTable,
): Promise<void> {
  // Who owns it and when it began never change once written.
  const { id: _id, created_at: _c, user_id: _u, started_at: _s, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet(changes).where('subscriptions.state_at', '<=', row.state_at),
    )
    .execute();
}

export async function subscriptionsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<SubscriptionsTable[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('current_period_end', 'desc')
    .execute();
}

export async function deleteSubscriptionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
}
