import { resolveLanguage } from '@monstory/contracts/language';
import {
  ProfileVoiceResponseSchema,
  UpdateVoiceRequestSchema,
  VoicesQuerySchema,
  VoicesResponseSchema,
} from '@monstory/contracts/voices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error.js';
import { callerOf } from '../../platform/auth/caller.js';
import { getLanguage, getVoiceChoice, setVoiceChoice } from '../profile/profile.service.js';
import { getVoice, listVoices } from './voices.service.js';

// docs/product.md: GET /voices?language=, GET/PUT /profile/voice.
export const voicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voices',
    { schema: { querystring: VoicesQuerySchema, response: { 200: VoicesResponseSchema } } },
    async (request) => {
      const { language } = request.query;
      const code = language
        ? resolveLanguage(language)
        : (await getLanguage(app, callerOf(request))).languageCode;
      return listVoices(app.db, code);
    },
  );

  app.get(
    '/profile/voice',
    { schema: { response: { 200: ProfileVoiceResponseSchema } } },
    async (request) => {
      const voiceUuid = await getVoiceChoice(app, callerOf(request));
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
      await setVoiceChoice(app, callerOf(request), voiceUuid);
      return { voiceUuid, voice };
    },
  );
};
