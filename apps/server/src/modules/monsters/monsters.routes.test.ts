import { MonsterSchema } from '@monstory/contracts/gamification';
import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { signUpVerified, type TestAccount } from '../../test/test-users.js';
import { createStoryTestApp } from '../story/story.testing.js';
import { NOT_READY_MESSAGE } from './monsters.service.js';
import {
  MONSTERS_URL,
  balanceOf,
  createMonsterFor,
  giveCredits,
  listMonsters,
  profileMonsterOf,
  readyMonsterFor,
} from './monster.testing.js';

// My monsters: the list, choosing the profile monster, deleting one; only one's own.

let t: TestApp;
afterEach(() => t.close());

const COST = DEFAULT_FEATURE_COSTS.MONSTER;

async function parent(credits = COST * 4): Promise<TestAccount> {
  const account = await signUpVerified(t.app);
  await giveCredits(t.app, account.userId, credits);
  return account;
}

function use(account: TestAccount, id: string) {
  return t.app.inject({
    method: 'POST',
    url: `${MONSTERS_URL}/${id}/use`,
    headers: account.headers,
  });
}

function remove(account: TestAccount, id: string) {
  return t.app.inject({ method: 'DELETE', url: `${MONSTERS_URL}/${id}`, headers: account.headers });
}

const profileMonster = (account: TestAccount) => profileMonsterOf(t.app, account.headers);

describe('my monsters', () => {
  it('lists them newest first, the profile monster marked', async () => {
    t = await createStoryTestApp();
    const me = await parent();
    const first = await readyMonsterFor(t.app, me.headers, 'a monster called Pip');
    t.clock.advance(1_000);
    const second = await readyMonsterFor(t.app, me.headers, 'a monster called Zog');
    const monsters = await listMonsters(t.app, me.headers);
    expect(monsters.map((m) => [m.name, m.isProfile, m.status])).toEqual([
      ['Zog', true, 'READY'],
      ['Pip', false, 'READY'],
    ]);
    expect(monsters.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(await listMonsters(t.app, (await parent(0)).headers)).toEqual([]);
  });

  it('makes a finished monster the profile, and refuses one still being built', async () => {
    t = await createStoryTestApp();
    const me = await parent();
    const pip = await readyMonsterFor(t.app, me.headers, 'a monster called Pip');
    t.clock.advance(1_000);
    const zog = await createMonsterFor(t.app, me.headers, 'a monster called Zog');
    const building = await use(me, zog.id);
    expect(building.statusCode).toBe(409);
    expect(building.json().error).toMatchObject({ code: 'CONFLICT', message: NOT_READY_MESSAGE });

    const used = await use(me, pip.id);
    expect(used.statusCode).toBe(200);
    expect(MonsterSchema.parse(used.json())).toMatchObject({ id: pip.id, isProfile: true });
    expect(await profileMonster(me)).toMatchObject({ id: pip.id, name: 'Pip' });
    const flags = (await listMonsters(t.app, me.headers)).map((m) => [m.name, m.isProfile]);
    expect(flags).toEqual([
      ['Zog', false],
      ['Pip', true],
    ]);
  });

  it('deletes one with its picture; deleting the profile monster leaves the profile without', async () => {
    t = await createStoryTestApp();
    const me = await parent();
    const pip = await readyMonsterFor(t.app, me.headers, 'a monster called Pip');
    const picture = (await profileMonster(me)).imageUrl as string;
    expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);

    const deleted = await remove(me, pip.id);
    expect(deleted.statusCode).toBe(204);
    expect(await profileMonster(me)).toBeNull();
    expect(await listMonsters(t.app, me.headers)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
    expect((await remove(me, pip.id)).statusCode).toBe(404);
    expect(await balanceOf(t.app, me.userId)).toBe(COST * 3); // a delivered monster stays paid
  });

  it('deleting another monster keeps the profile monster', async () => {
    t = await createStoryTestApp();
    const me = await parent();
    const pip = await readyMonsterFor(t.app, me.headers, 'a monster called Pip');
    const zog = await readyMonsterFor(t.app, me.headers, 'a monster called Zog');
    expect((await use(me, pip.id)).statusCode).toBe(200);
    expect((await remove(me, zog.id)).statusCode).toBe(204);
    expect(await profileMonster(me)).toMatchObject({ id: pip.id });
  });

  it('cancels a monster still being built: its credits come back, its job finds nothing', async () => {
    t = await createStoryTestApp();
    const me = await parent(COST);
    const zog = await createMonsterFor(t.app, me.headers, 'a monster called Zog');
    expect(await balanceOf(t.app, me.userId)).toBe(0);
    expect((await remove(me, zog.id)).statusCode).toBe(204);
    expect(await balanceOf(t.app, me.userId)).toBe(COST);
    await t.app.jobs.runUntilIdle();
    expect(await listMonsters(t.app, me.headers)).toEqual([]);
    const notifications = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', me.userId)
      .execute();
    expect(notifications).toEqual([]);
  });

  it('answers someone else’s monster like a missing one', async () => {
    t = await createStoryTestApp();
    const owner = await parent();
    const stranger = await parent();
    const pip = await readyMonsterFor(t.app, owner.headers, 'a monster called Pip');
    for (const response of [await use(stranger, pip.id), await remove(stranger, pip.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await listMonsters(t.app, stranger.headers)).toEqual([]);
    expect(await profileMonster(stranger)).toBeNull();
    expect(await profileMonster(owner)).toMatchObject({ id: pip.id, status: 'READY' });
  });
});
