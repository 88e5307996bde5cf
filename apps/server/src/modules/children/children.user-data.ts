import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import { mailLanguageFor } from '../profile/profile-language.js';
import { awardMedals } from '../progress/medal-awards.js';
import { ensureFirstChild } from './children.service.js';
import {
  childrenOf,
  deleteGuestChildren,
  insertChild,
  reassignChildRows,
  updateChildRow,
} from './children.repo.js';

/**
 * Conversion of a guest: the guest's child becomes the account's first child — everything the
 * guest made stays that child's. An account without children yet takes the guest's child as
 * it was (name, age, language, voice, monster); one with children keeps its first child's
 * choices and takes the guest's voice and monster where it has none. Runs after every other
 * owner, which have moved the rows to the account already (and merged the activity both had).
 */
export const childrenUserData = {
  name: 'children',
  async moveUserData(trx: Kysely<Database>, fromUserId: string, toUserId: string, now: Date) {
    const guests = await childrenOf(trx, fromUserId);
    const [guest] = guests;
    const updatedAt = toDbTime(now);
    let [first] = await childrenOf(trx, toUserId);
    if (!first && guest) {
      first = { ...guest, id: toUserId, user_id: toUserId, sort_order: 0, updated_at: updatedAt };
      await insertChild(trx, first);
    } else if (!first) {
      // Neither has a stored child yet (neither called POST /api/login): the account gets its first.
      const ctx = { db: trx, clock: { now: () => now } };
      await ensureFirstChild(ctx, toUserId, await mailLanguageFor(ctx, toUserId, []));
      [first] = await childrenOf(trx, toUserId);
    } else if (guest) {
      await updateChildRow(trx, first.id, {
        voice_uuid: first.voice_uuid ?? guest.voice_uuid,
        profile_monster_id: first.profile_monster_id ?? guest.profile_monster_id,
        updated_at: updatedAt,
      });
    }
    // A guest without a stored child made its rows as its first child, its user id.
    const guestIds = guest ? guests.map((child) => child.id) : [fromUserId];
    const childId = first?.id ?? toUserId;
    for (const id of guestIds) await reassignChildRows(trx, toUserId, id, childId);
    await deleteGuestChildren(trx, fromUserId);
    // Together the guest's and the child's activity may complete a medal neither had; its
    // notification waits in the list, as nothing is announced from inside the conversion.
    await awardMedals(trx, { userId: toUserId, childId }, now);
    return guests.length;
  },
  /** A child profile alone is not worth keeping an abandoned guest for. */
  hasUserData: async () => false,
};
