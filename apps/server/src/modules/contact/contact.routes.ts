import { ContactRequestSchema, ContactResponseSchema } from '@monstory/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitContactMessage } from './contact.service.js';

/** Per client address; generous for a person, tight for a script filling the team's inbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

// docs/product.md#contact: POST /contact, no auth. Under /api like every other call.
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: ContactRequestSchema, response: { 201: ContactResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await submitContactMessage(app.services, request.body)),
  );
};
