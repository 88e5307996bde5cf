/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import type { Kysely } from 'kysely';

// Which guest was merged into which account, so a repeated conversion call is answered
// "already done" after the guest itself is gone. No foreign key on the guest: it is deleted.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('anonymous_conversions')
    .addColumn('anonymous_user_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('moved', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('anonymous_conversions_user_id_idx')
    .on('anonymous_conversions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('anonymous_conversions').execute();
}
