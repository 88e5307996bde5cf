import { AnalyticsConfigResponseSchema } from '@monstory/contracts/analytics';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toFetchHeaders } from '../../platform/auth/auth.routes.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { isTestUser } from './analytics-config.js';

/**
 * The caller's address, if a session comes with the request. Public routes skip the auth hook,
 * and here a missing or stale session is no error: the caller is then simply not a test user.
 */
async function callerEmail(
  ctx: Pick<ServiceContext, 'identity'>,
  request: FastifyRequest,
): Promise<string | null> {
  if (!request.headers.authorization && !request.headers.cookie) return null;
  try {
    const headers = toFetchHeaders(request.headers);
    if (request.headers.authorization) headers.delete('cookie');
    const session = await (await ctx.identity.auth()).api.getSession({ headers });
    const user = session?.user as { email?: string; isAnonymous?: boolean | null } | undefined;
    return user && !user.isAnonymous ? (user.email ?? null) : null;
  } catch (error) {
    request.log.debug({ err: error }, 'analytics config: session not readable');
    return null;
  }
}

// GET /api/analytics/config: the measurement ids of this install, and whether the caller is a
// listed test user. Public: the banner and analytics run before anyone signs in.
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/config',
    {
      config: { access: 'public' },
      schema: { response: { 200: AnalyticsConfigResponseSchema } },
    },
    async (request, reply) => {
      const config = app.config.analytics;
      const testUser =
        config.testUsers.length > 0 && isTestUser(config, await callerEmail(app.services, request));
      // The answer depends on who asks, so no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return {
        ga4MeasurementId: config.ga4MeasurementId ?? null,
        metaPixelId: config.metaPixelId ?? null,
        testUser,
      };
    },
  );
};
