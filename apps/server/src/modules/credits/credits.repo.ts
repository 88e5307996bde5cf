import { sql, type Kysely } from 'kysely';
import type { CreditLedgerTable, Database } from '../../db/schema.js';

export async function ledgerOf(db: Kysely<Database>, userId: string): Promise<CreditLedgerTable[]> {
  return db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).execute();
}

/** Inserts the entry unless its idempotency key was used before; true when it was written. */
export async function insertLedgerEntry(
  db: Kysely<Database>,
  row: CreditLedgerTable,
): Promise<boolean> {
  const result = await db
    .insertInto('credit_ledger')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<CreditLedgerTable | undefined> {
  return db
    .selectFrom('credit_ledger')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Takes the user's row lock for the rest of the transaction, so two spends of one user run one
 * after the other (PostgreSQL; SQLite has a single writer anyway). Same SQL on both engines.
 */
export async function lockUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ name: sql`name` })
    .where('id', '=', userId)
    .execute();
}

export async function moveLedger(
  db: Kysely<Database>,
  fromUserId: string,
  toUserId: string,
): Promise<number> {
  const result = await db
    .updateTable('credit_ledger')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function hasLedger(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('credit_ledger')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
