/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import type { Kysely } from 'kysely';

// Reports that can hide a story from everyone, and the team's review of it: `reports.counts`
// is 1 for a report from a verified account that still weighs (guests' reports hide the story
// for themselves only; a review spends the reports before it); a hidden story remembers the
// library state it had and, once reviewed, the outcome.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('counts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('stories').addColumn('hidden_from', 'text').execute();
  await db.schema.alterTable('stories').addColumn('review_outcome', 'text').execute();
  await db.schema.alterTable('stories').addColumn('reviewed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stories').dropColumn('reviewed_at').execute();
  await db.schema.alterTable('stories').dropColumn('review_outcome').execute();
  await db.schema.alterTable('stories').dropColumn('hidden_from').execute();
  await db.schema.alterTable('reports').dropColumn('counts').execute();
}
