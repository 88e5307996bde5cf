import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import {
  movedOnConversion,
  signInAnonymous,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { createStoryTestApp } from '../story/story.testing.js';
import { giveCredits, listMonsters, profileMonsterOf, readyMonsterFor } from './monster.testing.js';

// Conversion of a guest (POST /api/login/convert-anonymous-user): its monsters move along.

let t: TestApp;
afterEach(() => t.close());

const profileMonster = (session: TestSession) => profileMonsterOf(t.app, session.headers);

/** A guest who somehow has a monster (guests cannot buy credits; these are given). */
async function guestWithMonster(description: string) {
  const guest = await signInAnonymous(t.app);
  await giveCredits(t.app, guest.userId, 5);
  const monster = await readyMonsterFor(t.app, guest.headers, description);
  return { guest, monster };
}

describe('a guest’s monsters when the guest registers', () => {
  it('become the account’s, and the guest’s profile monster becomes the account’s', async () => {
    t = await createStoryTestApp();
    const { guest, monster } = await guestWithMonster('a monster called Pip');
    const parent = await signUpVerified(t.app);
    await t.app.inject({ method: 'POST', url: '/api/login', headers: parent.headers, payload: {} });
    expect(await movedOnConversion(t.app, parent, guest)).toMatchObject({ monsters: 1 });
    expect(await profileMonster(parent)).toMatchObject({ id: monster.id, name: 'Pip' });
    expect((await listMonsters(t.app, parent.headers)).map((m) => m.id)).toEqual([monster.id]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: parent.headers,
    });
    expect(profile.json()).toMatchObject({ username: 'Pip' });
  });

  it('keep the account’s own profile monster', async () => {
    t = await createStoryTestApp();
    const { guest, monster: guests } = await guestWithMonster('a monster called Pip');
    const parent = await signUpVerified(t.app);
    await giveCredits(t.app, parent.userId, 5);
    const own = await readyMonsterFor(t.app, parent.headers, 'a monster called Zog');
    expect(await movedOnConversion(t.app, parent, guest)).toMatchObject({ monsters: 1 });
    expect(await profileMonster(parent)).toMatchObject({ id: own.id });
    const ids = (await listMonsters(t.app, parent.headers)).map((m) => m.id).sort();
    expect(ids).toEqual([guests.id, own.id].sort());
  });
});
