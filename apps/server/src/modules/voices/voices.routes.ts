import { resolveLanguage } from '@monstory/contracts/language';
import {
  ProfileVoiceResponseSchema,
  UpdateVoiceRequestSchema,
  VoicesQuerySchema,
  VoicesResponseSchema,
} from '@monstory/contracts/voices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import { callerOf } from '../../platform/auth/caller.js';
import { getLanguage, getVoiceChoice, setVoiceChoice } from '../profile/profile.service.js';
import { createVoiceSamples } from './voice-sample.js';
import { getCatalogueVoice, getVoice, listVoices } from './voices.service.js';

const VoiceParams = z.object({ voiceUuid: z.uuid() });

// docs/product.md: GET /voices?language=, GET/PUT /profile/voice, and each voice's spoken sample.
export const voicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const samples = createVoiceSamples(app.services);

  app.get(
    '/voices',
    { schema: { querystring: VoicesQuerySchema, response: { 200: VoicesResponseSchema } } },
    async (request) => {
      const { language } = request.query;
      const code = language
        ? resolveLanguage(language)
        : (await getLanguage(app.services, callerOf(request))).languageCode;
      return listVoices(app.db, code);
    },
  );

  app.get(
    '/voices/:voiceUuid/sample.mp3',
    { schema: { params: VoiceParams } },
    async (request, reply) => {
      const voice = await getCatalogueVoice(app.db, request.params.voiceUuid);
      if (!voice) throw new AppError('NOT_FOUND', 'There is no such voice.');
      let audio: Uint8Array;
      try {
        audio = await samples.get(voice);
      } catch (error) {
        request.log.error({ err: error }, 'voice sample failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The voice sample could not be made just now.');
      }
      return reply
        .header('content-type', 'audio/mpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(audio));
    },
  );

  app.get(
    '/profile/voice',
    { schema: { response: { 200: ProfileVoiceResponseSchema } } },
    async (request) => {
      const voiceUuid = await getVoiceChoice(app.services, callerOf(request));
      const voice = voiceUuid ? ((await getVoice(app.db, voiceUuid)) ?? null) : null;
      return { voiceUuid: voice ? voiceUuid : null, voice };
    },
  );

  app.put(
    '/profile/voice',
    { schema: { body: UpdateVoiceRequestSchema, response: { 200: ProfileVoiceResponseSchema } } },
    async (request) => {
      const { voiceUuid } = request.body;
      const voice = await getVoice(app.db, voiceUuid);
      if (!voice) {
        throw new AppError('VALIDATION_FAILED', 'There is no such voice.', {
          fields: { voiceUuid: 'Unknown voice' },
        });
      }
      await setVoiceChoice(app.services, callerOf(request), voiceUuid);
      return { voiceUuid, voice };
    },
  );
};
