import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUpVerified } from '../../test/test-users.js';
import { getCreditBalance, grantCredits, spendCredits } from './credits.service.js';
import { DAY_MS } from '@monstory/contracts/time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-05-01T12:00:00.000Z' });
});
afterAll(() => t.close());

const now = () => t.clock.now();
const balance = (userId: string) => getCreditBalance(t.db, userId, now());

describe('credits', () => {
  it('grants and spends, and a repeated key changes nothing', async () => {
    const { userId } = await signUpVerified(t.app);
    const grant = { userId, amount: 10, reason: 'PURCHASE', idempotencyKey: `order-${userId}` };
    expect(await grantCredits(t.db, now(), grant)).toEqual({ applied: true });
    expect(await grantCredits(t.db, now(), grant)).toEqual({ applied: false });
    const spend = { userId, amount: 3, reason: 'STORY_AUDIO', idempotencyKey: `audio-${userId}` };
    expect(await spendCredits(t.db, now(), spend)).toEqual({ applied: true });
    expect(await spendCredits(t.db, now(), spend)).toEqual({ applied: false });
    expect(await balance(userId)).toBe(7);
  });

  it('refuses a key reused for a different change', async () => {
    const { userId } = await signUpVerified(t.app);
    const key = `reuse-${userId}`;
    await grantCredits(t.db, now(), { userId, amount: 5, reason: 'PURCHASE', idempotencyKey: key });
    await expect(
      grantCredits(t.db, now(), { userId, amount: 6, reason: 'PURCHASE', idempotencyKey: key }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses to spend more than the balance, saying how many are needed', async () => {
    const { userId } = await signUpVerified(t.app);
    await grantCredits(t.db, now(), { userId, amount: 2, reason: 'PURCHASE' });
    const spending = spendCredits(t.db, now(), { userId, amount: 3, reason: 'MONSTER' });
    await expect(spending).rejects.toBeInstanceOf(AppError);
    await expect(spending).rejects.toMatchObject({
      code: 'NOT_ENOUGH_CREDITS',
      message: 'You need 3 credits to use this feature',
      details: { creditsNeeded: 3, balance: 2 },
    });
  });

  it('lets credits expire after 24 months', async () => {
    const { userId } = await signUpVerified(t.app);
    await grantCredits(t.db, now(), { userId, amount: 4, reason: 'PURCHASE' });
    t.clock.advance(730 * DAY_MS);
    expect(await balance(userId)).toBe(4);
    t.clock.set('2028-05-01T12:00:00.001Z');
    expect(await balance(userId)).toBe(0);
    t.clock.set('2026-05-01T12:00:00.000Z');
  });

  it('writes nothing when the transaction around a spend fails', async () => {
    const { userId } = await signUpVerified(t.app);
    await grantCredits(t.db, now(), { userId, amount: 5, reason: 'PURCHASE' });
    const failing = t.db.transaction().execute(async (trx) => {
      await spendCredits(trx, now(), { userId, amount: 5, reason: 'STORY_IMAGES' });
      throw new Error('the story could not be saved');
    });
    await expect(failing).rejects.toThrow('the story could not be saved');
    expect(await balance(userId)).toBe(5);
  });
});
