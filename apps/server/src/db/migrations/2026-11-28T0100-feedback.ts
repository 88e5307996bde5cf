/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { sql, type Kysely } from 'kysely';

// Feedback (docs/product.md#feedback): each answer to the feedback prompt, or a decline of it. The newest row of a
// user decides when the prompt may come back (FEEDBACK_QUIET_DAYS).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('SUBMITTED', 'DECLINED')`))
    /** JSON: question id → scale value or choice id; null for a decline. */
    .addColumn('answers', 'text')
    .addColumn('comment', 'text')
    /** The language the questions were asked in. */
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('feedback_user_id_created_at_idx')
    .on('feedback')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
