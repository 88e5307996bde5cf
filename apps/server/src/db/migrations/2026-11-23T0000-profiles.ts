/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import type { Kysely } from 'kysely';

// One profile per better-auth user: the app's own facts about the person (Profile, docs/product.md#sign-in).
// Deleting the user row purges the profile with it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('user.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('voice_uuid', 'text')
    .addColumn('welcome_screen_shown', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('terms_accepted_at', 'text')
    .addColumn('terms_declined_at', 'text')
    .addColumn('marketing_opt_in', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('allowed_stories', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('stories_created', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deletion_requested_at', 'text')
    .addColumn('last_active_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The lifecycle job looks for these two kinds of account.
  await db.schema
    .createIndex('profiles_deletion_requested_at_idx')
    .on('profiles')
    .column('deletion_requested_at')
    .execute();
  await db.schema
    .createIndex('profiles_last_active_at_idx')
    .on('profiles')
    .column('last_active_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profiles').execute();
}
