import type { Kysely } from 'kysely';
import type { Database, NotificationsTable, StoriesTable } from '../../db/schema.js';
import { recordActivity } from './activity.js';

/**
 * A story finished for its owner: a story made, and for an interactive one also an adventure
 * played to its end (only the owner makes its choices, and a story finishes once). The example
 * stories that ship with the product are nobody's achievement.
 */
export async function recordStoryFinished(
  trx: Kysely<Database>,
  story: Pick<StoriesTable, 'uuid' | 'user_id' | 'child_id' | 'interactive' | 'is_example'>,
  at: Date,
): Promise<NotificationsTable[]> {
  if (story.is_example === 1) return [];
  const input = { userId: story.user_id, childId: story.child_id, refId: story.uuid, at };
  const rows = await recordActivity(trx, { ...input, kind: 'STORY_MADE' });
  if (story.interactive === 1) {
    rows.push(...(await recordActivity(trx, { ...input, kind: 'INTERACTIVE_FINISHED' })));
  }
  return rows;
}
