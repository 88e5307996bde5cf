import type { PushTokenRequest } from '@monstory/contracts/notifications';
import { toDbTime } from '../../db/columns.js';
import type { Caller } from '../../platform/auth/caller.js';
import { pushDevice } from './push-devices.js';
import { trimPushTokens, upsertPushToken } from './push-tokens.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

/** Devices kept per account: every phone and browser of a family, not an unbounded fan-out. */
export const MAX_PUSH_DEVICES_PER_USER = 20;

/**
 * POST /api/profile/notifications/token: registers the caller's device, or refreshes it (the
 * apps send it again every PUSH_TOKEN_REFRESH_MS). One row per device: a device that now signs
 * in to another account moves there, so a shared tablet only hears about its current user.
 */
export async function registerPushToken(
  ctx: ServiceContext,
  caller: Caller,
  body: Required<PushTokenRequest>,
): Promise<void> {
  const device = pushDevice(body.fcmToken, body.platform, ctx.config.nodeEnv !== 'production');
  const now = toDbTime(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await upsertPushToken(trx, {
      ...device,
      user_id: caller.user.id,
      created_at: now,
      refreshed_at: now,
    });
    await trimPushTokens(trx, caller.user.id, MAX_PUSH_DEVICES_PER_USER);
  });
}
