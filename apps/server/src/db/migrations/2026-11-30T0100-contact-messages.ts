/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import type { Kysely } from 'kysely';

// POST /contact (docs/product.md#contact): every message from the contact form is kept, so none is lost when the
// mail to the team fails; `mailed_at` stays null until the team's copy was handed over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at_idx')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
