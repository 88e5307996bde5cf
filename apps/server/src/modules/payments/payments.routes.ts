import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  ProductsResponseSchema,
  PurchaseSchema,
  TestCheckoutRequestSchema,
  TransactionsResponseSchema,
} from '@monstory/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/caller.js';
import { ownPurchase, purchaseView, startCheckout } from './checkout.service.js';
import { publicProduct } from './products.js';
import { expireStalePurchases, purchaseFollowUpJob } from './purchase-follow-up.js';
import { revenueCatRoutes } from './revenuecat.routes.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';
import { completeTestCheckout } from './test-checkout.service.js';
import { transactionHistory } from './transactions.service.js';

// The shop's API (docs/decisions/0009-payments.md; the stripe calls). Buying needs a
// verified account: guests cannot buy, so a guest's conversion has no purchases to move.

const PurchaseParams = z.object({ purchaseId: z.string().min(1).max(64) });
const ProductParams = z.object({ id: z.string().min(1).max(64) });
const verified = { access: 'verified' as const };

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(purchaseFollowUpJob);
  app.addHook('onReady', async () => {
    await expireStalePurchases(app.services).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not schedule the expiry of stale purchases');
    });
  });

  // Prices are not secret: guests and signed-out visitors may see them.
  app.get(
    '/v1/stripe/payments/products',
    { config: { access: 'public' }, schema: { response: { 200: ProductsResponseSchema } } },
    async () => ({
      products: app.config.payments.products.map(publicProduct),
      testMode: !app.config.payments.stripe,
    }),
  );

  app.post(
    '/v1/stripe/payments/checkout/:id',
    {
      config: verified,
      schema: {
        params: ProductParams,
        body: CheckoutRequestSchema,
        response: { 200: CheckoutResponseSchema },
      },
    },
    async (request) =>
      startCheckout(
        app.services,
        request,
        callerOf(request).user,
        request.params.id,
        request.body.callbackUrl,
      ),
  );

  app.get(
    '/purchases/:purchaseId',
    { config: verified, schema: { params: PurchaseParams, response: { 200: PurchaseSchema } } },
    async (request) =>
      purchaseView(
        await ownPurchase(app.services, callerOf(request).user, request.params.purchaseId),
      ),
  );

  app.post(
    '/test-checkout/:purchaseId',
    {
      config: verified,
      schema: {
        params: PurchaseParams,
        body: TestCheckoutRequestSchema,
        response: { 200: PurchaseSchema },
      },
    },
    async (request) =>
      completeTestCheckout(
        app.services,
        callerOf(request).user,
        request.params.purchaseId,
        request.body.outcome,
      ),
  );

  app.get(
    '/transactions',
    { config: verified, schema: { response: { 200: TransactionsResponseSchema } } },
    async (request) => transactionHistory(app.services, callerOf(request).user.id),
  );

  await app.register(stripeWebhookRoutes);
  await app.register(revenueCatRoutes);
};
