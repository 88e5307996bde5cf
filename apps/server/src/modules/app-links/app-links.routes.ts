import { AppLinksResponseSchema } from '@monstory/contracts/app-links';
import type { AppLinksResponse } from '@monstory/contracts/app-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../platform/service-context.js';

// GET /api/app-links: the store listings behind Home's download call to action (docs/product.md#home). They
// are configuration (APP_STORE_URL, PLAY_STORE_URL), read at run time, so one build serves
// every install; the same for everyone, so shared caches may keep them for a few minutes.
/** The store listings as configured; also what the server renders into a visitor's Home. */
export function appLinks(ctx: Pick<ServiceContext, 'config'>): AppLinksResponse {
  return {
    appStoreUrl: ctx.config.appLinks.appStoreUrl ?? null,
    playStoreUrl: ctx.config.appLinks.playStoreUrl ?? null,
  };
}

export const appLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-links',
    {
      config: { access: 'public' },
      schema: { response: { 200: AppLinksResponseSchema } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return appLinks(app.services);
    },
  );
};
