import { CreditsSummarySchema } from '@monstory/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified } from '../../test/test-users.js';
import { grantCredits, spendCredits } from './credits.service.js';

const NOW = '2026-05-01T12:00:00.000Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

const summary = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/credits', headers });
  expect(response.statusCode).toBe(200);
  return CreditsSummarySchema.parse(response.json());
};

describe('GET /api/credits', () => {
  it('shows a guest an empty balance with limited options', async () => {
    const guest = await signInAnonymous(t.app);
    expect(await summary(guest.headers)).toEqual({
      balance: 0,
      band: 'LIMITED_OPTIONS',
      paused: false,
      nextExpiry: null,
    });
  });

  it('gives the balance, its band and the first expiry among what is left', async () => {
    const parent = await signUpVerified(t.app);
    const { userId } = parent;
    await grantCredits(t.db, t.clock.now(), { userId, amount: 30, reason: 'PURCHASE' });
    t.clock.set('2026-06-01T12:00:00.000Z');
    await grantCredits(t.db, t.clock.now(), { userId, amount: 20, reason: 'PURCHASE' });
    expect(await summary(parent.headers)).toMatchObject({
      balance: 50,
      band: 'ENOUGH_FOR_SEVERAL',
      nextExpiry: '2028-05-01T12:00:00.000Z',
    });
    // Spending uses the grant that expires first, so the next expiry moves to the later one.
    await spendCredits(t.db, t.clock.now(), { userId, amount: 30, reason: 'STORY_IMAGES' });
    expect(await summary(parent.headers)).toMatchObject({
      balance: 20,
      band: 'ENOUGH_FOR_A_FEW',
      nextExpiry: '2028-06-01T12:00:00.000Z',
    });
    t.clock.set(NOW);
  });
});
