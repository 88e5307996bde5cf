import type { FastifyInstance } from 'fastify';
import { isSafeName } from '../../safety-gate/index.js';
import { createAiProviders, type AiProviders } from './ai-providers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Text, image and speech models and moderation (src/ai/providers/ai-providers.ts). */
    ai: AiProviders;
  }
}

/** Decorates app.ai; the narrator's worker threads end when the app closes. */
export async function registerAi(app: FastifyInstance): Promise<void> {
  const ai = createAiProviders(app.config.ai, { isSafeToUse: isSafeName });
  app.decorate('ai', ai);
  app.addHook('onClose', () => ai.close());
}
