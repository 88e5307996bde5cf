import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../platform/clock.js';

// A local stand-in for the parts of Stripe's API the payments module calls, for tests: the real
// SDK talks to it over HTTP (STRIPE_API_BASE). Helpers play the customer and Stripe's billing
// (pay a checkout, renew, fail a renewal) and return the events Stripe would then send.

type Obj = Record<string, unknown>;
interface Nested {
  [key: string]: string | Nested;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: null;
  data: { object: Obj };
}

/** `a[b][0][c]=1` form bodies as nested objects (array indices become keys). */
export function parseForm(body: string): Nested {
  const result: Nested = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.match(/[^[\]]+/g) ?? [key];
    let node = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  return result;
}

const DAY_S = 24 * 60 * 60;

export class FakeStripe {
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly coupons = new Map<string, Obj>();
  readonly requests: { method: string; path: string; form: Nested }[] = [];
  /** Refuse every API call (a 400 the SDK does not retry). */
  refusing = false;
  #server = http.createServer((req, res) => this.#handle(req, res));
  #seq = 0;
  /** Per session: what Stripe knows beyond the session object (price, discount, metadata). */
  #checkout = new Map<string, { amount: number; discount: number; subMetadata: Nested }>();
  /** Per subscription: the full monthly price (later months have no discount). */
  #monthly = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  #id(prefix: string) {
    this.#seq += 1;
    return `${prefix}_test_${this.#seq}`;
  }

  #now() {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  event(type: string, object: Obj): FakeStripeEvent {
    return {
      id: this.#id('evt'),
      object: 'event',
      type,
      created: this.#now(),
      livemode: false,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      request: null,
      data: { object: structuredClone(object) },
    };
  }

  #handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = parseForm(body);
      this.requests.push({ method: req.method ?? '', path, form });
      const [status, answer] = this.refusing
        ? [400, { error: { type: 'invalid_request_error', message: 'Refused' } }]
        : this.#route(req.method ?? '', path, form);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(answer));
    });
  }

  #route(method: string, path: string, form: Nested): [number, Obj] {
    const [, , resource, id] = path.split('/');
    const missing: [number, Obj] = [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' } },
    ];
    if (resource === 'coupons') {
      if (method === 'POST') return [200, this.#coupon(form)];
      const coupon = this.coupons.get(id ?? '');
      return coupon ? [200, coupon] : missing;
    }
    if (path === '/v1/checkout/sessions' && method === 'POST') return [200, this.#session(form)];
    const table = path.startsWith('/v1/checkout/sessions/')
      ? this.sessions
      : resource === 'subscriptions'
        ? this.subscriptions
        : resource === 'invoices'
          ? this.invoices
          : undefined;
    const objectId = path.split('/').at(-1) ?? '';
    const found = table?.get(objectId);
    if (!found) return missing;
    if (resource === 'subscriptions' && method === 'POST') {
      found.cancel_at_period_end = form.cancel_at_period_end === 'true';
    }
    if (resource === 'subscriptions' && method === 'DELETE') this.#end(found);
    return [200, found];
  }

  #coupon(form: Nested): Obj {
    const coupon = { id: form.id, object: 'coupon', amount_off: Number(form.amount_off) };
    this.coupons.set(String(form.id), coupon);
    return coupon;
  }

  #session(form: Nested): Obj {
    const item = (form.line_items as Nested)['0'] as Nested;
    const price = item.price_data as Nested;
    const couponId = ((form.discounts as Nested | undefined)?.['0'] as Nested | undefined)?.coupon;
    const discount = Number(this.coupons.get(String(couponId))?.amount_off ?? 0);
    const amount = Number(price.unit_amount);
    const id = this.#id('cs');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata ?? {},
      amount_total: amount - discount,
      currency: price.currency,
      subscription: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    const subData = form.subscription_data as Nested | undefined;
    this.#checkout.set(id, {
      amount,
      discount,
      subMetadata: (subData?.metadata as Nested | undefined) ?? {},
    });
    this.sessions.set(id, session);
    return session;
  }

  #invoice(sub: Obj, amount: number, paid: boolean): Obj {
    const invoice: Obj = {
      id: this.#id('in'),
      object: 'invoice',
      status: paid ? 'paid' : 'open',
      amount_paid: paid ? amount : 0,
      currency: 'nok',
      created: this.#now(),
      status_transitions: { paid_at: paid ? this.#now() : null },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    };
    this.invoices.set(String(invoice.id), invoice);
    return invoice;
  }

  #item(sub: Obj) {
    return (sub.items as { data: Obj[] }).data[0] as Obj;
  }

  #end(sub: Obj) {
    sub.status = 'canceled';
    sub.ended_at = this.#now();
  }

  /** The customer pays at checkout: the events Stripe sends, in Stripe's usual order. */
  completeCheckout(sessionId: string): FakeStripeEvent[] {
    const session = this.sessions.get(sessionId);
    const known = this.#checkout.get(sessionId);
    if (!session || !known) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    if (session.mode !== 'subscription') return [this.event('checkout.session.completed', session)];
    const now = this.#now();
    const sub: Obj = {
      id: this.#id('sub'),
      object: 'subscription',
      status: 'active',
      metadata: known.subMetadata,
      cancel_at_period_end: false,
      cancel_at: null,
      ended_at: null,
      start_date: now,
      items: {
        object: 'list',
        data: [
          { id: this.#id('si'), current_period_start: now, current_period_end: now + 30 * DAY_S },
        ],
      },
    };
    this.subscriptions.set(String(sub.id), sub);
    this.#monthly.set(String(sub.id), known.amount);
    session.subscription = sub.id;
    const invoice = this.#invoice(sub, known.amount - known.discount, true);
    return [
      this.event('customer.subscription.created', sub),
      this.event('invoice.paid', invoice),
      this.event('checkout.session.completed', session),
    ];
  }

  /** The next month is billed: paid (renewal) or not (the card was declined). */
  bill(subId: string, paid: boolean): FakeStripeEvent[] {
    const sub = this.subscriptions.get(subId);
    if (!sub) throw new Error(`no subscription ${subId}`);
    const item = this.#item(sub);
    const start = Number(item.current_period_end);
    Object.assign(item, { current_period_start: start, current_period_end: start + 30 * DAY_S });
    sub.status = paid ? 'active' : 'past_due';
    const invoice = this.#invoice(sub, this.#monthly.get(subId) ?? 0, paid);
    return [
      this.event(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice),
      this.event('customer.subscription.updated', sub),
    ];
  }

  /** Stripe ends the subscription (after failed retries, or cancelled at period end). */
  endSubscription(subId: string): FakeStripeEvent[] {
    const sub = this.subscriptions.get(subId);
    if (!sub) throw new Error(`no subscription ${subId}`);
    this.#end(sub);
    return [this.event('customer.subscription.deleted', sub)];
  }
}
