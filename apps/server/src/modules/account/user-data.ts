import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { childrenUserData } from '../children/children.user-data.js';
import { creditsUserData } from '../credits/credits.service.js';
import { feedbackUserData } from '../feedback/feedback.user-data.js';
import { libraryUserData } from '../library/library.user-data.js';
import { monstersUserData } from '../monsters/monsters.user-data.js';
import { profileUserData } from '../profile/profile.user-data.js';
import { pushUserData } from '../push/push.user-data.js';
import { progressUserData } from '../progress/progress.user-data.js';
import { storyUserData } from '../story/story.user-data.js';

/**
 * A module that keeps data per user. Conversion of a guest calls `moveUserData` on each, in one
 * transaction, before the guest is deleted; purging an account relies on foreign keys to
 * `user.id` with ON DELETE CASCADE, so a module adds nothing for that.
 */
export interface UserDataOwner {
  /** The key under which conversion reports how many rows moved. */
  name: string;
  /** Moves the guest's rows to the account; returns how many it moved. */
  moveUserData(
    trx: Kysely<Database>,
    fromUserId: string,
    toUserId: string,
    now: Date,
  ): Promise<number>;
  /** Whether the user has anything worth keeping (an abandoned guest without any is purged). */
  hasUserData(db: Kysely<Database>, userId: string): Promise<boolean>;
  /**
   * Runs in the purge's transaction just before the user row goes: for what a cascade cannot
   * do alone, such as counters on other people's rows.
   */
  forgetUserData?(trx: Kysely<Database>, userId: string): Promise<void>;
}

/** Every module with per-user data; later modules (stories, monsters, statistics) add theirs. */
export const userDataOwners: readonly UserDataOwner[] = [
  profileUserData,
  creditsUserData,
  storyUserData,
  libraryUserData,
  feedbackUserData,
  pushUserData,
  monstersUserData,
  progressUserData,
  // Last: it gives the rows the others moved to the account's first child.
  childrenUserData,
];

export async function hasAnyUserData(db: Kysely<Database>, userId: string): Promise<boolean> {
  for (const owner of userDataOwners) {
    if (await owner.hasUserData(db, userId)) return true;
  }
  return false;
}
