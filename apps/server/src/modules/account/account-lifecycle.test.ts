import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified, type TestSession } from '../../test/test-users.js';
import { grantCredits } from '../credits/credits.service.js';
import { DAY_MS } from '@monstory/contracts/time';

const START = '2026-06-01T08:00:00.000Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: START });
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.set(START);
});

const post = (session: TestSession, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: session.headers, payload });

async function exists(userId: string) {
  const rows = await t.db.selectFrom('user').select('id').where('id', '=', userId).execute();
  return rows.length === 1;
}

describe('account lifecycle', () => {
  it('purges a deleted account 30 days after the request, with everything it owned', async () => {
    const user = await signUpVerified(t.app);
    await post(user, '/api/login', {});
    await grantCredits(t.db, t.clock.now(), { userId: user.userId, amount: 5, reason: 'PURCHASE' });
    await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: user.headers });

    t.clock.advance(30 * DAY_MS - 1);
    expect((await t.app.accountLifecycle.runOnce()).deletionRequested).toBe(0);
    expect(await exists(user.userId)).toBe(true);

    t.clock.advance(1);
    expect((await t.app.accountLifecycle.runOnce()).deletionRequested).toBe(1);
    expect(await exists(user.userId)).toBe(false);
    const left = await Promise.all([
      t.db.selectFrom('profiles').where('user_id', '=', user.userId).selectAll().execute(),
      t.db.selectFrom('credit_ledger').where('user_id', '=', user.userId).selectAll().execute(),
      t.db.selectFrom('account').where('userId', '=', user.userId).selectAll().execute(),
    ]);
    expect(left).toEqual([[], [], []]);
  });

  it('purges an account that declined the terms after 7 days without activity', async () => {
    const decliner = await signUpVerified(t.app);
    const changedMind = await signUpVerified(t.app);
    await post(decliner, '/api/profile/decline-terms-and-conditions');
    await post(changedMind, '/api/profile/decline-terms-and-conditions');

    t.clock.advance(6 * DAY_MS);
    await post(changedMind, '/api/profile/accept-terms-and-conditions', { marketingOptIn: false });
    expect((await t.app.accountLifecycle.runOnce()).declinedTerms).toBe(0);

    t.clock.advance(1 * DAY_MS);
    expect((await t.app.accountLifecycle.runOnce()).declinedTerms).toBe(1);
    expect(await exists(decliner.userId)).toBe(false);
    expect(await exists(changedMind.userId)).toBe(true);
  });

  it('counts a login as activity for a decliner', async () => {
    const decliner = await signUpVerified(t.app);
    await post(decliner, '/api/profile/decline-terms-and-conditions');
    t.clock.advance(5 * DAY_MS);
    await post(decliner, '/api/login', {});
    t.clock.advance(5 * DAY_MS);
    await t.app.accountLifecycle.runOnce();
    expect(await exists(decliner.userId)).toBe(true);
  });

  it('purges guests without data after 60 idle days, and keeps guests who made something', async () => {
    const idle = await signInAnonymous(t.app);
    const maker = await signInAnonymous(t.app);
    const registered = await signUpVerified(t.app);
    for (const session of [idle, maker, registered]) await post(session, '/api/login', {});
    await t.db
      .updateTable('profiles')
      .set({ stories_created: 1 })
      .where('user_id', '=', maker.userId)
      .execute();

    t.clock.advance(59 * DAY_MS);
    expect((await t.app.accountLifecycle.runOnce()).abandonedGuests).toBe(0);
    t.clock.advance(1 * DAY_MS);
    expect((await t.app.accountLifecycle.runOnce()).abandonedGuests).toBe(1);
    expect(await exists(idle.userId)).toBe(false);
    expect(await exists(maker.userId)).toBe(true);
    expect(await exists(registered.userId)).toBe(true);
  });

  it('purges a guest that never logged in a week after it was made', async () => {
    const orphan = await signInAnonymous(t.app);
    // better-auth stamps users with the real time, not the test clock.
    t.clock.set(Date.now() + 6 * DAY_MS);
    await t.app.accountLifecycle.runOnce();
    expect(await exists(orphan.userId)).toBe(true);
    t.clock.set(Date.now() + 7 * DAY_MS + 60_000);
    await t.app.accountLifecycle.runOnce();
    expect(await exists(orphan.userId)).toBe(false);
  });

  it('runs on its own on the interval it was started with, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lifecycle = t.app.accountLifecycle;
    const runOnce = vi
      .spyOn(lifecycle, 'runOnce')
      .mockResolvedValue({ deletionRequested: 0, declinedTerms: 0, abandonedGuests: 0 });
    try {
      lifecycle.start(60_000);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(runOnce).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(runOnce).toHaveBeenCalledTimes(1);
      lifecycle.stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(runOnce).toHaveBeenCalledTimes(1);
    } finally {
      runOnce.mockRestore();
      vi.useRealTimers();
    }
  });
});
