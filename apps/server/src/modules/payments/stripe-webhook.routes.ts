import type { ServiceContext } from '../../platform/service-context.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error.js';
import { applyFulfilment, skipEvent } from './fulfilment.js';
import { isMissingOnStripe, stripeFor } from './stripe-client.js';
import { stripeFulfilment } from './stripe-events.js';
import { isEventProcessed } from './transactions.repo.js';

// POST /api/v1/stripe/webhook. The signature covers the exact bytes Stripe sent, so this plugin
// (and only it: content-type parsers are scoped to their plugin) keeps the body as a Buffer.

async function receive(ctx: ServiceContext, body: Buffer, signature: string | undefined) {
  const config = ctx.config.payments.stripe;
  const client = stripeFor(config);
  if (!config || !client) throw new AppError('NOT_FOUND', 'Stripe is not configured.');
  const stripe = await client;
  let event;
  try {
    event = stripe.webhooks.constructEvent(body, signature ?? '', config.webhookSecret);
  } catch (error) {
    throw new AppError('BAD_REQUEST', 'The webhook signature is not valid.', { cause: error });
  }
  const ref = { id: `stripe:${event.id}`, type: event.type };
  // A replay is answered at once; the transaction below re-checks, for concurrent deliveries.
  if (await isEventProcessed(ctx.db, ref.id)) return;
  let fulfilment;
  try {
    fulfilment = await stripeFulfilment(stripe, event, ctx.clock.now());
  } catch (error) {
    // An object Stripe no longer has (or never had in this mode) will not appear by retrying.
    if (!isMissingOnStripe(error)) throw error;
    fulfilment = null;
  }
  if (fulfilment) await applyFulfilment(ctx, fulfilment);
  else await skipEvent(ctx, ref);
}

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/v1/stripe/webhook', { config: { access: 'public' } }, async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    await receive(app.services, body, typeof signature === 'string' ? signature : undefined);
    return { received: true };
  });
};
