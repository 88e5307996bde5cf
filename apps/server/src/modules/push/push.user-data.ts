import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { movePushTokens } from './push-tokens.repo.js';

/** A converted guest's devices go on hearing about its stories, now as the account's. */
export const pushUserData = {
  name: 'pushTokens',
  moveUserData: (trx: Kysely<Database>, fromUserId: string, toUserId: string) =>
    movePushTokens(trx, fromUserId, toUserId),
  /** A registered device alone is not worth keeping an abandoned guest for. */
  hasUserData: async () => false,
};
