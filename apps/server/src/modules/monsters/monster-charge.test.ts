import { MONSTER_MAX_PER_USER } from '@monstory/contracts/gamification';
import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Moderator } from '../../ai/providers/moderation.js';
import type { TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified } from '../../test/test-users.js';
import { buyInTestMode } from '../payments/payments.testing.js';
import { createStoryTestApp } from '../story/story.testing.js';
import { TOO_MANY_MESSAGE } from './monster-create.service.js';
import { MONSTER_URL, balanceOf, giveCredits, postMonster } from './monster.testing.js';

// Who may build a monster and what it costs (docs/product.md#monsters): the MONSTER feature's credits for free
// users, nothing for subscribers; guests have no credits; the charge and the monster are one
// transaction.

let t: TestApp;
afterEach(() => t.close());

const COST = DEFAULT_FEATURE_COSTS.MONSTER;

async function monsterCount(userId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('monsters')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('building a monster costs', () => {
  it('the MONSTER credits, and refuses with the purchase requirement when they are short', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    const refused = await postMonster(t.app, parent.headers, 'a round blue monster');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_ENOUGH_CREDITS',
      message: `You need ${COST} credits to use this feature`,
      details: { isPremiumOnly: false, creditsNeeded: COST, balance: 0 },
    });
    expect(await monsterCount(parent.userId)).toBe(0);

    await giveCredits(t.app, parent.userId, COST + 2);
    expect((await postMonster(t.app, parent.headers, 'a round blue monster')).statusCode).toBe(202);
    expect(await balanceOf(t.app, parent.userId)).toBe(2);
    const spent = await t.db
      .selectFrom('monsters')
      .select('credits_spent')
      .where('user_id', '=', parent.userId)
      .execute();
    expect(spent).toEqual([{ credits_spent: COST }]);
  });

  it('a guest the same refusal: guests have no credits (the web leads them to register)', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const current = await t.app.inject({ method: 'GET', url: MONSTER_URL, headers: guest.headers });
    expect(current.json()).toEqual({ monster: null });
    const refused = await postMonster(t.app, guest.headers, 'a tiny pink monster');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_ENOUGH_CREDITS',
      details: { isPremiumOnly: false, creditsNeeded: COST },
    });
  });

  it('a subscriber nothing, and keeps their credits', async () => {
    t = await createStoryTestApp({ now: '2026-03-01T10:00:00.000Z' });
    const parent = await signUpVerified(t.app);
    await buyInTestMode(t, parent.headers, 'mini-monthly');
    const before = await balanceOf(t.app, parent.userId);
    const created = await postMonster(t.app, parent.headers, 'a sleepy purple monster');
    expect(created.statusCode).toBe(202);
    expect(await balanceOf(t.app, parent.userId)).toBe(before);
    const row = await t.db
      .selectFrom('monsters')
      .select('credits_spent')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(row.credits_spent).toBe(0);
  });

  it('exactly what the balance pays for, when 20 requests come at once', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    await giveCredits(t.app, parent.userId, COST * 3);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postMonster(t.app, parent.headers, `a happy monster with ${i % 5} horns`),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    expect(await monsterCount(parent.userId)).toBe(3);
    expect(await balanceOf(t.app, parent.userId)).toBe(0);
  });
});

describe('the child-safety gate on a monster', () => {
  it('judges the name the child gave it as a field of its own', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    await giveCredits(t.app, parent.userId, COST);
    const moderate = vi.fn<Moderator['moderate']>(async () => ({ flagged: false, categories: [] }));
    t.app.ai.moderator = { moderate };
    const kind = await postMonster(t.app, parent.headers, 'a fluffy blue monster called Bob');
    expect(kind.statusCode).toBe(202);
    // The name is judged as a field of its own, beside the description it came from.
    expect(moderate).toHaveBeenCalledWith('a fluffy blue monster called Bob\nBob', undefined);
  });
});

describe('building a monster is refused', () => {
  it('when the description does not pass the child-safety check, before any charge', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    await giveCredits(t.app, parent.userId, COST);
    const refused = await postMonster(t.app, parent.headers, 'a monster who tortures children');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'UNSAFE_REQUEST',
      details: { category: expect.any(String), care: false },
    });
    expect(refused.json().error.message).not.toMatch(/tortur|children/);
    expect(await balanceOf(t.app, parent.userId)).toBe(COST);
    expect(await monsterCount(parent.userId)).toBe(0);
  });

  it('when the description is too short or too long', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    for (const description of ['  a ', 'x'.repeat(301)]) {
      const response = await postMonster(t.app, parent.headers, description);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it(`when the user has ${MONSTER_MAX_PER_USER} monsters already, with nothing charged`, async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    await giveCredits(t.app, parent.userId, COST * (MONSTER_MAX_PER_USER + 1));
    for (let i = 0; i < MONSTER_MAX_PER_USER; i += 1) {
      const response = await postMonster(t.app, parent.headers, `monster number ${i}`);
      expect(response.statusCode).toBe(202);
    }
    const refused = await postMonster(t.app, parent.headers, 'one monster too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: TOO_MANY_MESSAGE });
    expect(await balanceOf(t.app, parent.userId)).toBe(COST);
  });
});
