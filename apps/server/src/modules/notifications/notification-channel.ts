import type { NotificationStreamEvent } from '@monstory/contracts/notifications';
import type { ServiceContext } from '../../platform/service-context.js';

/** The event bus channel a user's open apps listen on (GET /api/notifications/stream). */
export function userChannel(userId: string): string {
  return `user:${userId}`;
}

/**
 * Tells the user's open apps. Called after the change is committed, so a failing bus (Redis
 * down) is logged, not thrown: the change stands, and the apps see it on their next fetch.
 */
export async function publishToUser(
  ctx: ServiceContext,
  userId: string,
  event: NotificationStreamEvent,
): Promise<void> {
  try {
    await ctx.events.publish(userChannel(userId), { type: event.type, data: event });
  } catch (error) {
    ctx.log.warn({ err: error, userId }, 'a notification event could not be published');
  }
}
