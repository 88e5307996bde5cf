import { NotificationStreamEventSchema } from '@monstory/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { openEventStream } from '../../platform/sse/event-stream.js';
import { userChannel } from './notification-channel.js';

/**
 * GET /api/notifications/stream — server-sent events for the signed-in user, each `data` a
 * NotificationStreamEvent: `notification` when one arrives, `changed` when one was read or
 * archived. No snapshot and no replay: the app fetches the list when it (re)connects, and the
 * stream only keeps it current from then on. It stays open until the client leaves.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/notifications/stream', async (request, reply) => {
    const { user } = callerOf(request);
    const stream = await openEventStream(request, reply);
    try {
      const unsubscribe = await app.events.subscribe(userChannel(user.id), (event) => {
        // Only what the contract describes reaches the client, whatever else the channel carries.
        const parsed = NotificationStreamEventSchema.safeParse(event.data);
        if (parsed.success) stream.send(parsed.data.type, parsed.data);
      });
      if (stream.closed) unsubscribe();
      else stream.signal.addEventListener('abort', unsubscribe, { once: true });
    } catch (error) {
      request.log.warn({ err: error }, 'the notification stream could not subscribe');
      stream.close();
    }
  });
};
