import crypto from 'node:crypto';
import type { ServiceContext } from '../../platform/service-context.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error.js';
import { applyFulfilment, skipEvent } from './fulfilment.js';
import {
  candidateUserIds,
  productFor,
  RevenueCatBodySchema,
  revenueCatSteps,
  type RevenueCatEvent,
} from './revenuecat-events.js';
import { isEventProcessed, userExists } from './transactions.repo.js';

// POST /api/v1/revenuecat/webhook: RevenueCat sends the Authorization header configured in its
// dashboard; it must equal REVENUECAT_WEBHOOK_AUTH. Without that setting the endpoint is absent.

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

async function ourUser(ctx: ServiceContext, event: RevenueCatEvent): Promise<string | null> {
  for (const id of candidateUserIds(event)) if (await userExists(ctx.db, id)) return id;
  return null;
}

async function receive(ctx: ServiceContext, event: RevenueCatEvent) {
  const ref = { id: `revenuecat:${event.id}`, type: event.type };
  if (await isEventProcessed(ctx.db, ref.id)) return;
  const userId = await ourUser(ctx, event);
  if (!userId) {
    ctx.log.warn({ event: ref, appUserId: event.app_user_id }, 'RevenueCat event for no user');
    return skipEvent(ctx, ref);
  }
  const steps = revenueCatSteps(event, userId, productFor(ctx.config.payments.products, event));
  if (!steps) {
    // Refused, so RevenueCat retries it once PRODUCTS knows the product.
    throw new AppError('BAD_REQUEST', `Unknown product: ${event.product_id ?? '(none)'}`);
  }
  await applyFulfilment(ctx, { userId, event: ref, steps });
}

export const revenueCatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/revenuecat/webhook',
    {
      config: { access: 'public' },
      schema: { body: RevenueCatBodySchema },
      // Before the body is validated: a stranger learns nothing from our error messages.
      onRequest: async (request) => {
        const expected = app.config.payments.revenueCatWebhookAuth;
        if (!expected) throw new AppError('NOT_FOUND', 'RevenueCat is not configured.');
        if (!sameSecret(request.headers.authorization ?? '', expected)) {
          throw new AppError('UNAUTHENTICATED', 'The webhook authorization is not valid.');
        }
      },
    },
    async (request) => {
      await receive(app.services, request.body.event);
      return { received: true };
    },
  );
};
