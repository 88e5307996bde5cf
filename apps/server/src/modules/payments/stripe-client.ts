import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import { AppError } from '../../platform/app-error.js';

// The official SDK, loaded only when STRIPE_SECRET_KEY is set: the test-mode default does not
// pay its start-up time (docs/decisions/0006-jobs-events-media.md, "imported only when configured").

const clients = new WeakMap<StripeConfig, Promise<Stripe>>();

async function createClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.api && {
      host: config.api.host,
      port: config.api.port,
      protocol: config.api.protocol,
    }),
  });
}

/** The Stripe client of this configuration, or undefined in test mode. */
export function stripeFor(config: StripeConfig | undefined): Promise<Stripe> | undefined {
  if (!config) return undefined;
  let client = clients.get(config);
  if (!client) {
    client = createClient(config);
    clients.set(config, client);
  }
  return client;
}

/** For a subscription Stripe manages, when Stripe is no longer configured. */
export function requireStripe(config: StripeConfig | undefined): Promise<Stripe> {
  const client = stripeFor(config);
  if (!client) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not available right now.');
  }
  return client;
}

/** Stripe's answer for an id it does not know (a 404), as opposed to an outage. */
export function isMissingOnStripe(error: unknown): boolean {
  return (error as { statusCode?: number } | null)?.statusCode === 404;
}

/** A value Stripe may give as an id or as the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
