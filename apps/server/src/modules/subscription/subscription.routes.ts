import { SubscriptionDetailsSchema } from '@monstory/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { subscriptionDetails } from './subscription-display.js';
import { deleteSubscriptionForTesting, setAutoRenewal } from './subscription-renewal.js';
import { currentSubscription } from './subscription.service.js';

// My subscription (Subscription display, docs/product.md#subscription): not for guests.
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const verified = { config: { access: 'verified' as const } };
  const answers = { schema: { response: { 200: SubscriptionDetailsSchema } } };

  app.get('/subscription', { ...verified, ...answers }, async (request) => {
    const { user } = callerOf(request);
    return subscriptionDetails(await currentSubscription(app.services, user.id), app.clock.now());
  });

  app.post('/subscription/cancel', { ...verified, ...answers }, async (request) =>
    setAutoRenewal(app.services, callerOf(request).user, false),
  );

  app.post('/subscription/resume', { ...verified, ...answers }, async (request) =>
    setAutoRenewal(app.services, callerOf(request).user, true),
  );

  // docs/product.md#subscription: "a test-only delete-subscription action exists" — outside production, and in a
  // shop that runs the test-mode checkout (no Stripe: no money moves), where the app offers it.
  if (app.config.nodeEnv !== 'production' || !app.config.payments.stripe) {
    app.delete('/subscription', verified, async (request, reply) => {
      await deleteSubscriptionForTesting(app.services, callerOf(request).user);
      return reply.code(204).send();
    });
  }
};
