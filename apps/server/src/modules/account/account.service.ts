import type {
  ConvertAnonymousUserResponse,
  DeleteProfileResponse,
} from '@monstory/contracts/profile';
import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { markDeletionRequested } from '../profile/profile.service.js';
import {
  deleteSessionsOf,
  deleteUser,
  findConversion,
  findUserKind,
  insertConversion,
  setConversionMoved,
} from './account.repo.js';
import { userDataOwners } from './user-data.js';

/**
 * DELETE /api/profile: deactivates at once (every session revoked, the profile marked) and
 * leaves the purge to the lifecycle job after 30 days; signing in and POST /api/login before
 * then cancels it.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  caller: Caller,
): Promise<DeleteProfileResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const deletionScheduledFor = await markDeletionRequested({ ...ctx, db: trx }, caller);
    await deleteSessionsOf(trx, caller.user.id);
    return { deletionScheduledFor };
  });
}

export const NO_SUCH_GUEST = 'There is no guest account with this id.';

/**
 * POST /api/login/convert-anonymous-user: moves everything the guest made to the caller and
 * deletes the guest, in one transaction. Repeating it answers ALREADY_CONVERTED; a guest that
 * is unknown, not a guest, or merged into someone else is a 404 all the same.
 */
export async function convertAnonymousUser(
  ctx: ServiceContext,
  caller: Caller,
  anonymousUserId: string,
): Promise<ConvertAnonymousUserResponse> {
  const userId = caller.user.id;
  const already = (conversion: { user_id: string } | undefined) => {
    if (conversion?.user_id !== userId) throw new AppError('NOT_FOUND', NO_SUCH_GUEST);
    return { status: 'ALREADY_CONVERTED' as const, moved: {} };
  };
  return ctx.db.transaction().execute(async (trx) => {
    const earlier = await findConversion(trx, anonymousUserId);
    if (earlier) return already(earlier);
    const guest = await findUserKind(trx, anonymousUserId);
    if (!guest?.isAnonymous) throw new AppError('NOT_FOUND', NO_SUCH_GUEST);
    const now = ctx.clock.now();
    const claimed = await insertConversion(trx, {
      anonymous_user_id: anonymousUserId,
      user_id: userId,
      moved: '{}',
      created_at: toDbTime(now),
    });
    if (!claimed) return already(await findConversion(trx, anonymousUserId));
    const moved: Record<string, number> = {};
    for (const owner of userDataOwners) {
      const count = await owner.moveUserData(trx, anonymousUserId, userId, now);
      if (count > 0) moved[owner.name] = count;
    }
    await setConversionMoved(trx, anonymousUserId, JSON.stringify(moved));
    await deleteUser(trx, anonymousUserId);
    return { status: 'CONVERTED' as const, moved };
  });
}
