import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import { findProfile, insertProfile, updateProfile } from './profile.repo.js';

/**
 * Conversion of a guest: a registered user without a profile takes the guest's; one with a
 * profile keeps its own choices, takes the guest's voice if it has none, and adds the guest's
 * story count.
 */
export const profileUserData = {
  name: 'profile',
  async moveUserData(trx: Kysely<Database>, fromUserId: string, toUserId: string, now: Date) {
    const guest = await findProfile(trx, fromUserId);
    if (!guest) return 0;
    const target = await findProfile(trx, toUserId);
    const updatedAt = toDbTime(now);
    if (!target) {
      await insertProfile(trx, {
        ...guest,
        user_id: toUserId,
        welcome_screen_shown: 0,
        terms_accepted_at: null,
        terms_declined_at: null,
        marketing_opt_in: 0,
        deletion_requested_at: null,
        created_at: updatedAt,
        updated_at: updatedAt,
      });
      return 1;
    }
    await updateProfile(trx, toUserId, {
      voice_uuid: target.voice_uuid ?? guest.voice_uuid,
      stories_created: target.stories_created + guest.stories_created,
      updated_at: updatedAt,
    });
    return 1;
  },
  async hasUserData(db: Kysely<Database>, userId: string) {
    const row = await findProfile(db, userId);
    return (row?.stories_created ?? 0) > 0;
  },
};
