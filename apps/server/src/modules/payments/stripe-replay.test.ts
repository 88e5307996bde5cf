import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/app-per-file.testing.js';
import { signUpVerified, type TestAccount } from '../../test/test-users.js';
import type { FakeStripeEvent } from './fake-stripe.js';
import {
  balanceOf,
  createStripeTestApp,
  deliver,
  deliverAll,
  startCheckout,
} from './payments.testing.js';

// Stripe delivers at least once and in no particular order. Two customers live through the same
// story (a credit pack; Premium paid, renewed, declined, paid again); one's events arrive once
// and in order, the other's twice each, shuffled and all at once. Both must end the same.

const t = appPerFile(createStripeTestApp);

/** A seeded shuffle, so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

const sessionOf = (url: string) => url.split('/').at(-1) ?? '';

async function livesThrough(parents: TestAccount[]): Promise<FakeStripeEvent[][]> {
  const events: FakeStripeEvent[][] = parents.map(() => []);
  const subs: string[] = [];
  for (const [i, parent] of parents.entries()) {
    const pack = await startCheckout(t, parent.headers, 'credits-100');
    events[i]!.push(...t.stripe.completeCheckout(sessionOf(pack.url)));
    const premium = await startCheckout(t, parent.headers, 'premium-monthly');
    events[i]!.push(...t.stripe.completeCheckout(sessionOf(premium.url)));
    subs.push(String(t.stripe.sessions.get(sessionOf(premium.url))?.subscription));
  }
  for (const paid of [true, false, true]) {
    subs.forEach((sub, i) => events[i]!.push(...t.stripe.bill(sub, paid)));
  }
  return events;
}

/** Everything the user's money left behind, without ids that differ by construction. */
async function outcome(userId: string) {
  const [ledger, subscriptions, transactions, purchases] = await Promise.all([
    t.db
      .selectFrom('credit_ledger')
      .select(['kind', 'amount', 'reason', 'expires_at'])
      .where('user_id', '=', userId)
      .execute(),
    t.db
      .selectFrom('subscriptions')
      .select([
        'plan',
        'status',
        'auto_renew',
        'started_at',
        'current_period_start',
        'current_period_end',
      ])
      .where('user_id', '=', userId)
      .execute(),
    t.db
      .selectFrom('payment_transactions')
      .select(['type', 'amount', 'currency', 'occurred_at'])
      .where('user_id', '=', userId)
      .execute(),
    t.db
      .selectFrom('purchases')
      .select(['product_id', 'state'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    balance: await balanceOf(t, userId),
    ledger: sorted(ledger),
    subscriptions: sorted(subscriptions),
    transactions: sorted(transactions),
    purchases: sorted(purchases),
  };
}

describe('Stripe events replayed', () => {
  it('end in the same ledger and subscription when duplicated, shuffled and concurrent', async () => {
    const orderly = await signUpVerified(t.app);
    const chaotic = await signUpVerified(t.app);
    const [inOrder, other] = await livesThrough([orderly, chaotic]);

    await deliverAll(t, inOrder!);
    const storm = shuffled([...other!, ...other!], 20_260_301);
    const responses = await Promise.all(storm.map((event) => deliver(t, event)));
    expect(responses.map((response) => response.statusCode)).toEqual(storm.map(() => 200));

    const expected = await outcome(orderly.userId);
    expect(expected.balance).toBe(100 + 3 * 200);
    expect(expected.transactions).toHaveLength(4);
    expect(expected.subscriptions).toHaveLength(1);
    expect(expected.subscriptions[0]).toContain('"status":"ACTIVE"');
    expect(await outcome(chaotic.userId)).toEqual(expected);

    await Promise.all(shuffled(other!, 7).map((event) => deliver(t, event)));
    expect(await outcome(chaotic.userId)).toEqual(expected);
  });
});
