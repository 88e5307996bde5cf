import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

// The story count of docs/product.md#story-pipeline "anonymousUser (storiesCreated, allowedStories)" lives on the
// profile; creating a story changes it in the same transaction as the story and its charge.

export interface StoryQuota {
  storiesCreated: number;
  allowedStories: number;
}

/**
 * Locks the user's profile row for the rest of the transaction and reads the count: two
 * story requests of one user run one after the other (PostgreSQL row lock; SQLite has a single
 * writer). Writing first also makes SQLite take its write lock at once.
 */
export async function lockStoryQuota(
  db: Kysely<Database>,
  userId: string,
): Promise<StoryQuota | undefined> {
  const row = await db
    .updateTable('profiles')
    .set({ stories_created: sql<number>`stories_created` })
    .where('user_id', '=', userId)
    .returning(['stories_created', 'allowed_stories'])
    .executeTakeFirst();
  return row && { storiesCreated: row.stories_created, allowedStories: row.allowed_stories };
}

export async function changeStoriesCreated(
  db: Kysely<Database>,
  userId: string,
  delta: 1 | -1,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ stories_created: sql<number>`stories_created + ${delta}` })
    .where('user_id', '=', userId)
    .where('stories_created', '>=', delta < 0 ? 1 : 0)
    .execute();
}
