import {
  CreateStoryRequestSchema,
  CreateStoryResponseSchema,
  StorySchema,
} from '@monstory/contracts/story';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error.js';
import { callerOf } from '../../platform/auth/caller.js';
import { narrateStoryJob } from './media/story-audio.job.js';
import { createStory } from './create/story-create.service.js';
import { deleteStory } from './story-delete.service.js';
import { generateStoryJob } from './pipeline/story-generate.job.js';
import { regenerateImageJob } from './media/story-image.job.js';
import { readStory } from './stream/story-live.js';
import { allowStoryMedia } from './media/story-media.js';
import { storyMediaRoutes } from './media/story-media.routes.js';
import { StoryParamsSchema } from './story-params.js';
import { retryStory } from './create/story-retry.service.js';
import { resumeStalledStories } from './pipeline/story-runs.js';
import { storyStreamRoutes } from './stream/story-stream.routes.js';
import { viewableStory } from './view/story-access.js';
import { storyView } from './view/story-view.js';

// The story studio's API (docs/decisions/0007-story-pipeline.md). Every route needs a guest or
// a verified user (the default access); stories are their owner's.

export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(generateStoryJob, narrateStoryJob, regenerateImageJob);
  allowStoryMedia(app.services);
  app.addHook('onReady', async () => {
    const resumed = await resumeStalledStories(app.services).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not resume stalled stories');
      return 0;
    });
    if (resumed > 0) app.log.info({ resumed }, 'resumed stories that were waiting for a job');
  });

  app.post(
    '/story',
    {
      schema: {
        body: CreateStoryRequestSchema,
        response: { 200: CreateStoryResponseSchema, 201: CreateStoryResponseSchema },
      },
    },
    async (request, reply) => {
      const { response, created } = await createStory(
        app.services,
        callerOf(request),
        request.body,
        request.ip,
      );
      return reply.code(created ? 201 : 200).send(response);
    },
  );

  app.get(
    '/story/:uuid',
    { schema: { params: StoryParamsSchema, response: { 200: StorySchema } } },
    async (request) => {
      const { user } = callerOf(request);
      await viewableStory(app.services, request.params.uuid, user);
      const read = await readStory(app.services, request.params.uuid);
      if (!read) throw new AppError('NOT_FOUND', 'There is no such story.');
      return storyView(app.services, read.row, read.paragraphs, user.id);
    },
  );

  app.delete('/story/:uuid', { schema: { params: StoryParamsSchema } }, async (request, reply) => {
    await deleteStory(app.services, callerOf(request).user, request.params.uuid);
    return reply.code(204).send();
  });

  app.post(
    '/story/:uuid/retry',
    { schema: { params: StoryParamsSchema, response: { 200: CreateStoryResponseSchema } } },
    async (request) => retryStory(app.services, callerOf(request).user, request.params.uuid),
  );

  await app.register(storyStreamRoutes);
  await app.register(storyMediaRoutes);
};
