import { SafetyCheckRequestSchema, SafetyCheckResponseSchema } from '@monstory/contracts/safety';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { mailLanguageFor } from '../profile/profile-language.js';
import { checkFamilyText } from './safety.service.js';

/**
 * Per signed-in user (a guest too): the form asks while the parent types (debounced), so a
 * person stays well inside this; a script probing the gate's rules does not.
 */
export const SAFETY_CHECK_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `safety-check:${request.user?.id ?? request.ip}`,
} as const;

// POST /api/safety/check: the very judgement story creation makes (checkFamilyText, with the
// provider's moderation when configured), asked ahead so the form can explain a refusal.
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/safety/check',
    {
      config: { rateLimit: SAFETY_CHECK_RATE_LIMIT },
      schema: { body: SafetyCheckRequestSchema, response: { 200: SafetyCheckResponseSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { text, age, language } = request.body;
      const messageLanguage =
        language ?? (await mailLanguageFor(app.services, caller.user.id, caller.preferences));
      const verdict = await checkFamilyText(
        { moderator: app.ai.moderator, log: request.log },
        [text],
        { source: 'check', age, language, messageLanguage },
      );
      if (verdict.ok) return { ok: true };
      return {
        ok: false,
        category: verdict.category,
        message: verdict.message,
        care: verdict.care,
      };
    },
  );
};
