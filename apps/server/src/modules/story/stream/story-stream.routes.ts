import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/caller.js';
import { openEventStream } from '../../../platform/sse/event-stream.js';
import { streamChannel } from '../../../platform/sse/stream-channel.js';
import { viewableStory } from '../view/story-access.js';
import { storyChannel, storySnapshot } from './story-live.js';
import { StoryParamsSchema } from '../story-params.js';

/**
 * GET /api/story/:uuid/stream — server-sent events, each `data` a StoryStreamEvent: first a
 * `snapshot` (the whole story so far), then `title`, `delta`, `paragraph`, `image`, `audio`,
 * `choices` as they happen; it ends after `done` or `error`. Every event's SSE id is the
 * story's stream seq, so a reconnect with Last-Event-ID skips what the client has.
 */
export const storyStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/story/:uuid/stream',
    { schema: { params: StoryParamsSchema } },
    async (request, reply) => {
      const { user } = callerOf(request);
      const { uuid } = request.params;
      await viewableStory(app.services, uuid, user);
      const stream = await openEventStream(request, reply);
      await streamChannel(app.events, storyChannel(uuid), stream, {
        snapshot: () => storySnapshot(app.services, uuid, user.id),
        isLast: (event) => event.type === 'done' || event.type === 'error',
      });
    },
  );
};
