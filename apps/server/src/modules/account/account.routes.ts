import {
  ConvertAnonymousUserRequestSchema,
  ConvertAnonymousUserResponseSchema,
  DeleteProfileResponseSchema,
} from '@monstory/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { stopRenewalForDeletedAccount } from '../subscription/subscription-renewal.js';
import { AppError } from '../../platform/app-error.js';
import { convertAnonymousUser, deleteAccount, NO_SUCH_GUEST } from './account.service.js';
import { holdsGuest } from './guest-proof.js';

// Account deletion and guest conversion: for verified registered users only.
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/profile',
    { config: { access: 'verified' }, schema: { response: { 200: DeleteProfileResponseSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const answer = await deleteAccount(app.services, caller);
      app.identity.sessions.forgetUser(caller.user.id);
      // After the commit: a provider that cannot be reached must not keep the account alive.
      await stopRenewalForDeletedAccount(app.services, caller.user.id).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not stop the renewal of a deleted account');
      });
      return answer;
    },
  );

  app.post(
    '/login/convert-anonymous-user',
    {
      config: { access: 'verified' },
      schema: {
        body: ConvertAnonymousUserRequestSchema,
        response: { 200: ConvertAnonymousUserResponseSchema },
      },
    },
    async (request) => {
      const { anonymousUsername } = request.body;
      // Wrong proof answers like an unknown id: ids cannot be probed for guests that exist.
      if (!(await holdsGuest(app.services, anonymousUsername, request.body))) {
        throw new AppError('NOT_FOUND', NO_SUCH_GUEST);
      }
      const answer = await convertAnonymousUser(app.services, callerOf(request), anonymousUsername);
      app.identity.sessions.forgetUser(anonymousUsername);
      return answer;
    },
  );
};
