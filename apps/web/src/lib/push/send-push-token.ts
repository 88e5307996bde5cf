import { apiPost } from '../api/api-client';
import { isPushTokenDue, readPushTokenRecord, writePushTokenRecord } from './push-token-record';
import type { PushTokenTarget } from './push-token-record';

export type SendPushTokenResult = 'sent' | 'fresh' | 'failed';

/**
 * POST /api/profile/notifications/token when the last one sent is missing, different or a week
 * old. A failure is logged and otherwise ignored (docs/product.md#push); the next check tries again.
 */
export async function sendPushTokenIfDue(
  next: PushTokenTarget,
  now: () => number = Date.now,
): Promise<SendPushTokenResult> {
  if (!isPushTokenDue(readPushTokenRecord(), next, now())) return 'fresh';
  try {
    await apiPost('/profile/notifications/token', {
      fcmToken: next.token,
      platform: next.platform,
    });
  } catch (error) {
    console.warn('Could not send the push token to the server', error);
    return 'failed';
  }
  writePushTokenRecord({ ...next, sentAt: now() });
  return 'sent';
}
