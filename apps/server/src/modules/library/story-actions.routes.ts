import {
  ListeningRequestSchema,
  PublishStoryRequestSchema,
  PublishStoryResponseSchema,
  RateStoryRequestSchema,
  RatingResponseSchema,
  ReadProgressRequestSchema,
  ReportStoryRequestSchema,
  ShareStoryResponseSchema,
} from '@monstory/contracts/library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { StoryParamsSchema } from '../story/story-params.js';
import { publishStory, shareStory } from './publish.service.js';
import { rateStory } from './rating.service.js';
import { recordListening, recordRead } from './reading.service.js';
import { reportStory } from './report.service.js';

// What a reader does with a story they can see. A story they cannot see is a 404; publishing
// is its owner's (403 NOT_OWNER) and needs an account (guests: 403 ANONYMOUS_NOT_ALLOWED).

export const storyActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/story/:uuid/rating',
    {
      schema: {
        params: StoryParamsSchema,
        body: RateStoryRequestSchema,
        response: { 200: RatingResponseSchema },
      },
    },
    async (request) =>
      rateStory(app.services, callerOf(request).user, request.params.uuid, request.body.rating),
  );

  app.post(
    '/story/:uuid/report',
    { schema: { params: StoryParamsSchema, body: ReportStoryRequestSchema } },
    async (request, reply) => {
      await reportStory(app.services, callerOf(request).user, request.params.uuid, request.body);
      return reply.code(204).send();
    },
  );

  app.put(
    '/story/:uuid/publish',
    {
      config: { access: 'verified' },
      schema: {
        params: StoryParamsSchema,
        body: PublishStoryRequestSchema,
        response: { 200: PublishStoryResponseSchema },
      },
    },
    async (request) =>
      publishStory(app.services, callerOf(request).user, request.params.uuid, request.body.public),
  );

  app.post(
    '/story/:uuid/share',
    { schema: { params: StoryParamsSchema, response: { 200: ShareStoryResponseSchema } } },
    async (request) =>
      shareStory(app.services, callerOf(request).user, request.params.uuid, request),
  );

  app.post(
    '/story/:uuid/read',
    { schema: { params: StoryParamsSchema, body: ReadProgressRequestSchema } },
    async (request, reply) => {
      const { user, child } = callerOf(request);
      await recordRead(app.services, user, child.id, request.params.uuid, request.body.progress);
      return reply.code(204).send();
    },
  );

  app.post(
    '/story/:uuid/listening',
    { schema: { params: StoryParamsSchema, body: ListeningRequestSchema } },
    async (request, reply) => {
      const { user, child } = callerOf(request);
      await recordListening(
        app.services,
        user,
        child.id,
        request.params.uuid,
        request.body.seconds,
      );
      return reply.code(204).send();
    },
  );
};
