import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { moveFeedback } from './feedback.repo.js';

/** A guest's answers become the account's, so the prompt does not come back at once. */
export const feedbackUserData = {
  name: 'feedback',
  moveUserData: (trx: Kysely<Database>, fromUserId: string, toUserId: string) =>
    moveFeedback(trx, fromUserId, toUserId),
  /** Answers alone are not worth keeping an abandoned guest for. */
  hasUserData: async () => false,
};
