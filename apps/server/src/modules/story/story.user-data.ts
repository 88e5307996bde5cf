import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { moveNotifications } from '../notifications/notification-rows.js';
import { hasStories, moveStories } from './story.repo.js';

/**
 * Conversion of a guest: its stories (media keys are per story, so nothing moves on disk) and
 * the notifications about them become the account's.
 */
export const storyUserData = {
  name: 'stories',
  async moveUserData(trx: Kysely<Database>, fromUserId: string, toUserId: string) {
    const moved = await moveStories(trx, fromUserId, toUserId);
    await moveNotifications(trx, fromUserId, toUserId);
    return moved;
  },
  hasUserData: (db: Kysely<Database>, userId: string) => hasStories(db, userId),
};
