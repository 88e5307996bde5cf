import {
  PushConfigResponseSchema,
  PushTokenRequestSchema,
} from '@monstory/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { registerPushToken } from './push.service.js';

// docs/product.md#push push token call, and the VAPID key a browser subscribes with. Push starts only once
// the email is verified (docs/product.md#sign-in), so registering is for verified users; the key is public.
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profile/notifications/token',
    { config: { access: 'verified' }, schema: { body: PushTokenRequestSchema } },
    async (request, reply) => {
      await registerPushToken(app.services, callerOf(request), request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/push/config',
    { config: { access: 'public' }, schema: { response: { 200: PushConfigResponseSchema } } },
    async () => ({ vapidPublicKey: await app.push.vapidPublicKey() }),
  );
};
