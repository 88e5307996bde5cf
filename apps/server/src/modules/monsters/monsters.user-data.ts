import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasMonsters, moveMonsters } from './monsters.repo.js';

/**
 * Conversion of a guest: its monsters become the account's (their pictures are kept per
 * monster, so nothing moves in media). Which child they belong to, and which is a child's
 * profile monster, the children module settles (children.user-data.ts).
 */
export const monstersUserData = {
  name: 'monsters',
  moveUserData: (trx: Kysely<Database>, fromUserId: string, toUserId: string) =>
    moveMonsters(trx, fromUserId, toUserId),
  hasUserData: (db: Kysely<Database>, userId: string) => hasMonsters(db, userId),
};
