import type { Kysely, Updateable } from 'kysely';
import type { Database, PurchasesTable } from '../../db/schema.js';

export async function insertPurchase(db: Kysely<Database>, row: PurchasesTable): Promise<void> {
  await db.insertInto('purchases').values(row).execute();
}

/** For a row made from a provider's report (a store purchase): a second report writes nothing. */
export async function insertPurchaseOnce(db: Kysely<Database>, row: PurchasesTable): Promise<void> {
  await db
    .insertInto('purchases')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findPurchase(
  db: Kysely<Database>,
  id: string,
): Promise<PurchasesTable | undefined> {
  return db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setExternalId(
  db: Kysely<Database>,
  id: string,
  externalId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ external_id: externalId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A paid purchase is confirmed whatever it showed before: the money has been taken. */
export async function markConfirmed(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<boolean> {
  const changes = { state: 'CONFIRMED', confirmed_at: now, updated_at: now } as const;
  return changeWhileState(db, id, changes, '!=', 'CONFIRMED');
}

/** PENDING → FAILED or EXPIRED; anything already decided stays as it is. */
export async function markUnconfirmed(
  db: Kysely<Database>,
  id: string,
  state: 'FAILED' | 'EXPIRED',
  now: string,
): Promise<boolean> {
  return changeWhileState(db, id, { state, updated_at: now }, '=', 'PENDING');
}

/** Changes the purchase only if its state compares so with `state`; true when it did. */
async function changeWhileState(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<PurchasesTable>,
  compare: '=' | '!=',
  state: PurchasesTable['state'],
): Promise<boolean> {
  const result = await db
    .updateTable('purchases')
    .set(changes)
    .where('id', '=', id)
    .where('state', compare, state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markTeamNotified(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<void> {
  await db.updateTable('purchases').set({ team_notified_at: now }).where('id', '=', id).execute();
}

/** PENDING purchases made before `cutoff`: due to expire. */
export async function stalePendingPurchases(
  db: Kysely<Database>,
  cutoff: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('purchases')
    .select('id')
    .where('state', '=', 'PENDING')
    .where('created_at', '<=', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
