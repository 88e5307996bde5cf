import { FeedbackStatusSchema, FeedbackSubmitRequestSchema } from '@monstory/contracts/library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { declineFeedback, feedbackStatus, submitFeedback } from './feedback.service.js';

// docs/product.md#feedback: GET /api/feedback/status, POST /api/feedback/submit, POST /api/feedback/decline.
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feedback/status',
    { schema: { response: { 200: FeedbackStatusSchema } } },
    async (request) => feedbackStatus(app.services, callerOf(request)),
  );

  app.post(
    '/feedback/submit',
    { schema: { body: FeedbackSubmitRequestSchema } },
    async (request, reply) => {
      await submitFeedback(app.services, callerOf(request), request.body);
      return reply.code(204).send();
    },
  );

  app.post('/feedback/decline', async (request, reply) => {
    await declineFeedback(app.services, callerOf(request));
    return reply.code(204).send();
  });
};
