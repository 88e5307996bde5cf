import { ACCOUNT_DELETION_DAYS } from '@monstory/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUpVerified } from '../../test/test-users.js';
import { buyInTestMode, START, startCheckout } from './payments.testing.js';
import { DAY_MS } from '@monstory/contracts/time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: START });
});
afterAll(() => t.close());

describe('payments and account deletion', () => {
  it('purges a deleted account’s purchases, subscription and payments with it', async () => {
    const parent = await signUpVerified(t.app);
    await t.app.inject({ method: 'POST', url: '/api/login', headers: parent.headers, payload: {} });
    await buyInTestMode(t, parent.headers, 'premium-monthly');
    await buyInTestMode(t, parent.headers, 'credits-50');
    await startCheckout(t, parent.headers, 'credits-100');
    await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: parent.headers });

    const rowsOf = async () =>
      Promise.all(
        (['purchases', 'subscriptions', 'payment_transactions'] as const).map(
          async (table) =>
            (
              await t.db
                .selectFrom(table)
                .select('user_id')
                .where('user_id', '=', parent.userId)
                .execute()
            ).length,
        ),
      );
    expect(await rowsOf()).toEqual([3, 1, 2]);
    t.clock.advance(ACCOUNT_DELETION_DAYS * DAY_MS);
    expect((await t.app.accountLifecycle.runOnce()).deletionRequested).toBe(1);
    expect(await rowsOf()).toEqual([0, 0, 0]);
    // The expiry check of the open purchase finds nothing left to expire or report.
    await t.app.jobs.runUntilIdle();
  });
});
