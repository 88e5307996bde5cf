import {
  AudioTimingsSchema,
  ChooseRequestSchema,
  GenerateAudioRequestSchema,
  StorySchema,
} from '@monstory/contracts/story';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/caller.js';
import { audioTimings, generateAudio } from './story-audio.service.js';
import { chooseInDraft } from '../pipeline/story-draft.service.js';
import { regenerateImage } from './story-image.service.js';
import { StoryParamsSchema } from '../story-params.js';

// Narration, picture remakes and interactive choices: each answers the Story at once (202,
// with the new state showing) while a job does the work; the stream tells when it is done.
export const storyMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/story/:uuid/audio/generate',
    {
      schema: {
        params: StoryParamsSchema,
        body: GenerateAudioRequestSchema.nullish(),
        response: { 202: StorySchema },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      const story = await generateAudio(
        app.services,
        user,
        request.params.uuid,
        request.body?.voiceUuid,
      );
      return reply.code(202).send(story);
    },
  );

  app.get(
    '/story/:uuid/audio/timings',
    { schema: { params: StoryParamsSchema, response: { 200: AudioTimingsSchema } } },
    async (request) => audioTimings(app.services, callerOf(request).user, request.params.uuid),
  );

  app.post(
    '/story/:uuid/images/:index/regenerate',
    {
      schema: {
        params: StoryParamsSchema.extend({ index: z.coerce.number().int().min(0).max(999) }),
        response: { 202: StorySchema },
      },
    },
    async (request, reply) => {
      const { uuid, index } = request.params;
      const story = await regenerateImage(app.services, callerOf(request).user, uuid, index);
      return reply.code(202).send(story);
    },
  );

  app.post(
    '/story/draft/:uuid/choose',
    {
      schema: {
        params: StoryParamsSchema,
        body: ChooseRequestSchema,
        response: { 202: StorySchema },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      const story = await chooseInDraft(
        app.services,
        user,
        request.params.uuid,
        request.body.choiceId,
      );
      return reply.code(202).send(story);
    },
  );
};
