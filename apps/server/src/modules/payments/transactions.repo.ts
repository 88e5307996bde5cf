import type { Kysely } from 'kysely';
import type { Database, PaymentTransactionsTable } from '../../db/schema.js';

/** One row per payment: a second report of the same `reference` writes nothing. */
export async function insertTransaction(
  db: Kysely<Database>,
  row: PaymentTransactionsTable,
): Promise<void> {
  await db
    .insertInto('payment_transactions')
    .values(row)
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}

/** Newest first. */
export async function transactionsOf(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<PaymentTransactionsTable[]> {
  return db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('occurred_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Records that an event was applied; false when it had been already (a replay). */
export async function markEventProcessed(
  db: Kysely<Database>,
  id: string,
  type: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('processed_webhook_events')
    .values({ id, type, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function isEventProcessed(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('processed_webhook_events')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function userExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
