/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { sql, type Kysely } from 'kysely';

// Credits are an append-only ledger: GRANT rows (with an expiry) and SPEND rows; the balance is
// derived. A unique idempotency key makes a retried request or replayed webhook a no-op.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('GRANT', 'SPEND')`))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('credit_ledger_idempotency_key_key', ['idempotency_key'])
    .execute();
  await db.schema
    .createIndex('credit_ledger_user_id_idx')
    .on('credit_ledger')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_ledger').execute();
}
