import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { awardMedals } from './medal-awards.js';
import { hasActivity, moveActivity, moveMedals } from './progress.repo.js';

/**
 * Conversion of a guest: its activity and medals become the account's. Together they may
 * complete a medal neither had; it is awarded here (its notification waits in the list, as
 * nothing is announced from inside the conversion's transaction).
 */
export const progressUserData = {
  name: 'progress',
  async moveUserData(trx: Kysely<Database>, fromUserId: string, toUserId: string, now: Date) {
    const moved = await moveActivity(trx, fromUserId, toUserId);
    const medals = await moveMedals(trx, fromUserId, toUserId);
    if (moved > 0) await awardMedals(trx, toUserId, now);
    return moved + medals;
  },
  hasUserData: (db: Kysely<Database>, userId: string) => hasActivity(db, userId),
};
