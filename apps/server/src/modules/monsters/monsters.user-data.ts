import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import {
  hasMonsters,
  moveMonsters,
  profileMonsterIdOf,
  setProfileMonster,
} from './monsters.repo.js';

/**
 * Conversion of a guest: its monsters become the account's (their pictures are kept per
 * monster, so nothing moves in media). The account keeps its own profile monster, or takes the
 * guest's when it has none. Runs after the profile owner, which may have just copied the
 * guest's profile (and with it, its profile monster).
 */
export const monstersUserData = {
  name: 'monsters',
  async moveUserData(trx: Kysely<Database>, fromUserId: string, toUserId: string, now: Date) {
    const moved = await moveMonsters(trx, fromUserId, toUserId);
    if (moved === 0) return 0;
    const guestChoice = await profileMonsterIdOf(trx, fromUserId);
    const ownChoice = await profileMonsterIdOf(trx, toUserId);
    if (guestChoice && ownChoice === null) {
      await setProfileMonster(trx, toUserId, guestChoice, toDbTime(now));
    }
    return moved;
  },
  hasUserData: (db: Kysely<Database>, userId: string) => hasMonsters(db, userId),
};
