import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasActivity, moveActivity, moveMedals } from './progress.repo.js';

/**
 * Conversion of a guest: its activity and medals become the account's. They join the account's
 * first child, which awards what they complete together (children.user-data.ts).
 */
export const progressUserData = {
  name: 'progress',
  async moveUserData(trx: Kysely<Database>, fromUserId: string, toUserId: string) {
    const moved = await moveActivity(trx, fromUserId, toUserId);
    const medals = await moveMedals(trx, fromUserId, toUserId);
    return moved + medals;
  },
  hasUserData: (db: Kysely<Database>, userId: string) => hasActivity(db, userId),
};
