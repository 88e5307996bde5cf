import {
  AcceptTermsRequestSchema,
  LanguageResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ProfileResponseSchema,
  UpdateLanguageRequestSchema,
} from '@monstory/contracts/profile';
import type { Profile } from '@monstory/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversionTicketFor } from '../account/guest-proof.js';
import { callerOf } from '../../platform/auth/caller.js';
import type { ServiceContext } from '../../platform/service-context.js';
import {
  acceptTerms,
  declineTerms,
  getLanguage,
  getProfile,
  login,
  markWelcomeShown,
  setLanguage,
} from './profile.service.js';

/** A guest's profile carries the ticket its device keeps to prove the guest was its own. */
async function withConversionTicket(ctx: ServiceContext, profile: Profile): Promise<Profile> {
  if (!profile.anonymousUser) return profile;
  const conversionTicket = await conversionTicketFor(ctx, profile.userId);
  return { ...profile, anonymousUser: { ...profile.anonymousUser, conversionTicket } };
}

// docs/product.md: /login and /profile. A registered user whose email is not verified yet may still
// log in and read the profile (the client needs it to show the verification card); every
// other call needs a guest or a verified user (docs/decisions/0003-identity.md).
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'signed-in' },
      schema: { body: LoginRequestSchema.nullish(), response: { 200: LoginResponseSchema } },
    },
    async (request) =>
      withConversionTicket(
        app.services,
        await login(app.services, callerOf(request), request.body?.language),
      ),
  );

  app.get(
    '/profile',
    { config: { access: 'signed-in' }, schema: { response: { 200: ProfileResponseSchema } } },
    async (request) =>
      withConversionTicket(app.services, await getProfile(app.services, callerOf(request))),
  );

  app.get(
    '/profile/language',
    { schema: { response: { 200: LanguageResponseSchema } } },
    async (request) => getLanguage(app.services, callerOf(request)),
  );

  app.put(
    '/profile/language',
    { schema: { body: UpdateLanguageRequestSchema, response: { 200: LanguageResponseSchema } } },
    async (request) => setLanguage(app.services, callerOf(request), request.body.language),
  );

  app.post(
    '/profile/accept-terms-and-conditions',
    { schema: { body: AcceptTermsRequestSchema, response: { 200: ProfileResponseSchema } } },
    async (request) => acceptTerms(app.services, callerOf(request), request.body.marketingOptIn),
  );

  app.post(
    '/profile/decline-terms-and-conditions',
    { schema: { response: { 200: ProfileResponseSchema } } },
    async (request) => declineTerms(app.services, callerOf(request)),
  );

  app.post(
    '/profile/welcome-shown',
    { schema: { response: { 200: ProfileResponseSchema } } },
    async (request) => markWelcomeShown(app.services, callerOf(request)),
  );
};
