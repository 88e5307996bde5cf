import type { FastifyInstance } from 'fastify';
import { registerEventStreams } from '../sse/event-stream.js';
import { createEventBus } from './create-event-bus.js';
import type { EventBus } from './event-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** Decorates app.events; open event streams end before the app closes, the bus after. */
export async function registerEvents(app: FastifyInstance): Promise<void> {
  const bus = await createEventBus(app.config, app.log.child({ component: 'events' }));
  app.decorate('events', bus);
  app.addHook('onClose', () => bus.close());
  registerEventStreams(app);
}
