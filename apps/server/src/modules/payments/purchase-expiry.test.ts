import { PURCHASE_CONFIRMATION_EXPIRY_MS } from '@monstory/contracts/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { outboxFor, signUpVerified } from '../../test/test-users.js';
import { expireStalePurchases } from './purchase-follow-up.js';
import { get, START, startCheckout, testCheckout, testModeConfig } from './payments.testing.js';

const TEAM = 'payments-team@example.com';
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: START, config: testModeConfig(TEAM) });
});
afterEach(() => t.close());

async function teamMailsAbout(purchaseId: string) {
  return (await outboxFor(t.app, TEAM)).filter((mail) => mail.text.includes(purchaseId));
}

describe('a purchase nobody confirms (expired after 24 hours)', () => {
  it('expires by the scheduled job once 24 hours have passed, and the team is mailed once', async () => {
    const parent = await signUpVerified(t.app);
    const { purchaseId } = await startCheckout(t, parent.headers, 'credits-50');
    await testCheckout(t, parent.headers, purchaseId, 'pending');

    t.clock.advance(PURCHASE_CONFIRMATION_EXPIRY_MS - 1);
    await t.app.jobs.runUntilIdle();
    const url = `/api/purchases/${purchaseId}`;
    expect((await get(t, parent.headers, url)).json().state).toBe('PENDING');

    t.clock.advance(1);
    await t.app.jobs.runUntilIdle();
    expect((await get(t, parent.headers, url)).json().state).toBe('EXPIRED');
    const mails = await teamMailsAbout(purchaseId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('expired');
    expect(mails[0]?.text).toContain(parent.userId);

    await expireStalePurchases(t.app.services);
    await t.app.jobs.runUntilIdle();
    expect(await teamMailsAbout(purchaseId)).toHaveLength(1);
  });

  it('is shown expired when asked after the window, even before the job has run', async () => {
    const parent = await signUpVerified(t.app);
    const { purchaseId } = await startCheckout(t, parent.headers, 'premium-monthly');
    t.clock.advance(PURCHASE_CONFIRMATION_EXPIRY_MS);
    const response = await get(t, parent.headers, `/api/purchases/${purchaseId}`);
    expect(response.json().state).toBe('EXPIRED');
    expect((await testCheckout(t, parent.headers, purchaseId, 'success')).json().state).toBe(
      'EXPIRED',
    );
    await t.app.jobs.runUntilIdle();
    expect(await teamMailsAbout(purchaseId)).toHaveLength(1);
  });

  it('leaves confirmed purchases alone', async () => {
    const parent = await signUpVerified(t.app);
    const { purchaseId } = await startCheckout(t, parent.headers, 'credits-50');
    await testCheckout(t, parent.headers, purchaseId, 'success');
    t.clock.advance(2 * PURCHASE_CONFIRMATION_EXPIRY_MS);
    await t.app.jobs.runUntilIdle();
    expect((await get(t, parent.headers, `/api/purchases/${purchaseId}`)).json().state).toBe(
      'CONFIRMED',
    );
    expect(await teamMailsAbout(purchaseId)).toHaveLength(0);
  });

  it('schedules the check again at start for a purchase whose job was lost', async () => {
    const parent = await signUpVerified(t.app);
    const { purchaseId } = await startCheckout(t, parent.headers, 'credits-50');
    await t.db.deleteFrom('jobs').execute();
    t.clock.advance(PURCHASE_CONFIRMATION_EXPIRY_MS + 1);
    expect(await expireStalePurchases(t.app.services)).toBe(1);
    await t.app.jobs.runUntilIdle();
    expect(await teamMailsAbout(purchaseId)).toHaveLength(1);
    const row = await t.db
      .selectFrom('purchases')
      .select('state')
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('EXPIRED');
  });
});
