/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import type { Kysely } from 'kysely';

// A guest's story remembers a keyed hash of the address it was asked from (never the address),
// so the guests of one address share one daily quota across replicas.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stories').addColumn('guest_origin', 'text').execute();
  await db.schema
    .createIndex('stories_guest_origin_created_at_idx')
    .on('stories')
    .columns(['guest_origin', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stories_guest_origin_created_at_idx').execute();
  await db.schema.alterTable('stories').dropColumn('guest_origin').execute();
}
