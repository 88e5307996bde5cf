import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// A story's place in the library: the columns publishing and sharing change.

/** Takes a published story out of the library; a hidden one stays as it is. */
export async function unpublish(db: Kysely<Database>, uuid: string, now: string): Promise<void> {
  await db
    .updateTable('stories')
    .set({ library_state: 'PRIVATE', updated_at: now })
    .where('uuid', '=', uuid)
    .where('library_state', '=', 'PUBLISHED')
    .execute();
}

/** Puts a private story into the library; false when it was not private (reports hid it). */
export async function publish(db: Kysely<Database>, uuid: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('stories')
    .set({ library_state: 'PUBLISHED', published_at: now, updated_at: now })
    .where('uuid', '=', uuid)
    .where('library_state', '=', 'PRIVATE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The first time the owner shares it; later shares keep the first time. */
export async function markShared(db: Kysely<Database>, uuid: string, now: string): Promise<void> {
  await db
    .updateTable('stories')
    .set({ shared_at: now })
    .where('uuid', '=', uuid)
    .where('shared_at', 'is', null)
    .execute();
}
