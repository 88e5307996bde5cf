import type Stripe from 'stripe';
import type { Fulfilment, FulfilmentStep, Payment, SubscriptionState } from './fulfilment.js';
import { idOf } from './stripe-client.js';

// Stripe's events, turned into fulfilment steps. An event only says *which* object changed: the
// object itself is re-fetched from Stripe, so a forged or stale payload decides nothing and the
// order events arrive in does not matter — each one applies the object's state as it is now.

export const STRIPE_PAYMENT_METHOD = 'Stripe';

type EventRef = { id: string; type: string };
const fromSeconds = (seconds: number) => new Date(seconds * 1000);

function planOf(metadata: Stripe.Metadata | null | undefined): 'PREMIUM' | 'MINI' | null {
  const plan = metadata?.plan;
  return plan === 'PREMIUM' || plan === 'MINI' ? plan : null;
}

function statusOf(status: Stripe.Subscription.Status): SubscriptionState['status'] {
  if (status === 'active' || status === 'trialing') return 'ACTIVE';
  if (status === 'canceled' || status === 'incomplete_expired') return 'ENDED';
  return 'PAST_DUE';
}

/** The subscription's state for our table; null when it is not one of ours. */
export function subscriptionStateOf(
  sub: Stripe.Subscription,
  observedAt: Date,
): (SubscriptionState & { userId: string; purchaseId: string | null }) | null {
  const userId = sub.metadata?.userId;
  const plan = planOf(sub.metadata);
  const item = sub.items.data[0];
  if (!userId || !plan || !item) return null;
  const status = statusOf(sub.status);
  const periodEnd = fromSeconds(item.current_period_end);
  return {
    userId,
    purchaseId: sub.metadata.purchaseId || null,
    provider: 'STRIPE',
    externalId: sub.id,
    plan,
    platform: 'EXTERNAL',
    status,
    autoRenew: status !== 'ENDED' && !sub.cancel_at_period_end && sub.cancel_at === null,
    startedAt: fromSeconds(sub.start_date),
    periodStart: fromSeconds(item.current_period_start),
    periodEnd: status === 'ENDED' && sub.ended_at ? fromSeconds(sub.ended_at) : periodEnd,
    observedAt,
  };
}

function subscriptionSteps(state: NonNullable<ReturnType<typeof subscriptionStateOf>>) {
  const { userId: _userId, purchaseId, ...rest } = state;
  const steps: FulfilmentStep[] = [{ kind: 'subscription-state', state: rest }];
  // An active subscription has been paid for, whichever event says so first.
  if (purchaseId && state.status === 'ACTIVE') {
    steps.push({ kind: 'confirm-purchase', purchaseId, payment: null });
  }
  return steps;
}

async function fromSubscription(stripe: Stripe, id: string, event: EventRef, now: Date) {
  const state = subscriptionStateOf(await stripe.subscriptions.retrieve(id), now);
  if (!state) return null;
  return { userId: state.userId, event, steps: subscriptionSteps(state) };
}

async function fromInvoice(stripe: Stripe, id: string, event: EventRef, now: Date) {
  const invoice = await stripe.invoices.retrieve(id);
  const subId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subId) return null;
  const state = subscriptionStateOf(await stripe.subscriptions.retrieve(subId), now);
  if (!state) return null;
  const steps = subscriptionSteps(state);
  if (invoice.status === 'paid') {
    const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
    const payment: Payment = {
      reference: `stripe:invoice:${invoice.id}`,
      amount: invoice.amount_paid,
      currency: invoice.currency,
      paymentMethod: STRIPE_PAYMENT_METHOD,
      occurredAt: fromSeconds(paidAt),
    };
    steps.push({ kind: 'period-paid', plan: state.plan, payment });
  }
  return { userId: state.userId, event, steps };
}

async function fromSession(stripe: Stripe, id: string, event: EventRef, now: Date) {
  const session = await stripe.checkout.sessions.retrieve(id);
  const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId;
  const userId = session.metadata?.userId;
  if (!purchaseId || !userId) return null;
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  const steps: FulfilmentStep[] = [];
  if (paid) {
    const subId = idOf(session.subscription);
    const state = subId && subscriptionStateOf(await stripe.subscriptions.retrieve(subId), now);
    if (state) steps.push(...subscriptionSteps(state));
    const payment: Payment | null =
      session.mode === 'payment'
        ? {
            reference: `stripe:session:${session.id}`,
            amount: session.amount_total ?? 0,
            currency: session.currency ?? 'nok',
            paymentMethod: STRIPE_PAYMENT_METHOD,
            occurredAt: now,
          }
        : null;
    steps.push({ kind: 'confirm-purchase', purchaseId, payment });
  } else if (event.type === 'checkout.session.async_payment_failed') {
    steps.push({ kind: 'fail-purchase', purchaseId });
  }
  return { userId, event, steps };
}

/** The steps an event stands for, from the objects as Stripe has them now; null: not ours. */
export async function stripeFulfilment(
  stripe: Stripe,
  event: Stripe.Event,
  now: Date,
): Promise<Fulfilment | null> {
  const ref = { id: `stripe:${event.id}`, type: event.type };
  const objectId = (event.data.object as { id?: unknown }).id;
  if (typeof objectId !== 'string') return null;
  if (event.type.startsWith('checkout.session.')) return fromSession(stripe, objectId, ref, now);
  if (event.type.startsWith('customer.subscription.')) {
    return fromSubscription(stripe, objectId, ref, now);
  }
  if (
    event.type === 'invoice.paid' ||
    event.type === 'invoice.payment_succeeded' ||
    event.type === 'invoice.payment_failed'
  ) {
    return fromInvoice(stripe, objectId, ref, now);
  }
  return null;
}
