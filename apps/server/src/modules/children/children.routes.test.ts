import {
  CHILD_HEADER,
  ChildrenResponseSchema,
  ChildSchema,
  MAX_CHILDREN,
  type Child,
} from '@monstory/contracts/children';
import { NotificationListResponseSchema } from '@monstory/contracts/notifications';
import { ProfileSchema } from '@monstory/contracts/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified, type TestSession } from '../../test/test-users.js';
import { balanceOf, giveCredits, postMonster } from '../monsters/monster.testing.js';
import { acceptTerms, createStoryFor, createStoryTestApp } from '../story/story.testing.js';
import { DAY_MS } from '@monstory/contracts/time';

// Child profiles through the API (runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL).

let t: TestApp;
beforeAll(async () => {
  t = await createStoryTestApp({ now: '2026-03-01T10:00:00.000Z' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Headers of `session` acting as `childId` (none: the account's first child). */
function as(session: TestSession, childId?: string): Record<string, string> {
  return childId ? { ...session.headers, [CHILD_HEADER]: childId } : session.headers;
}

function call(session: TestSession, method: Method, url: string, payload?: object, child?: string) {
  return t.app.inject({ method, url, headers: as(session, child), payload });
}

async function parent(): Promise<TestSession> {
  const session = await signUpVerified(t.app);
  await call(session, 'POST', '/api/login', { language: 'no' });
  return session;
}

async function addChild(session: TestSession, name: string, extra: object = {}): Promise<Child> {
  const response = await call(session, 'POST', '/api/children', { name, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return ChildSchema.parse(response.json());
}

async function childrenOf(session: TestSession, child?: string) {
  const response = await call(session, 'GET', '/api/children', undefined, child);
  expect(response.statusCode).toBe(200);
  return ChildrenResponseSchema.parse(response.json());
}

async function rowsOfChild(childId: string) {
  const count = async (table: 'stories' | 'monsters' | 'activity_events' | 'medals_earned') =>
    (await t.db.selectFrom(table).select('child_id').where('child_id', '=', childId).execute())
      .length;
  return {
    stories: await count('stories'),
    monsters: await count('monsters'),
    activity: await count('activity_events'),
    medals: await count('medals_earned'),
    notifications: (
      await t.db.selectFrom('notifications').select('id').where('child_id', '=', childId).execute()
    ).length,
  };
}

describe('GET /api/children', () => {
  it('starts an account as one child whose id is the account’s, named after it', async () => {
    const me = await parent();
    const family = await childrenOf(me);
    expect(family).toMatchObject({ activeChildId: me.userId, maxChildren: MAX_CHILDREN });
    expect(family.children).toEqual([
      expect.objectContaining({ id: me.userId, name: 'Test Parent', age: null, storiesCreated: 0 }),
    ]);
    const login = ProfileSchema.parse((await call(me, 'POST', '/api/login', {})).json());
    expect(login.activeChildId).toBe(me.userId);
    expect(login.children?.map((child) => child.id)).toEqual([me.userId]);
  });

  it('gives a guest one child, called "Barn" until named, and no room for another', async () => {
    const guest = await signInAnonymous(t.app);
    await call(guest, 'POST', '/api/login', { language: 'no' });
    const family = await childrenOf(guest);
    expect(family.maxChildren).toBe(1);
    expect(family.children.map((child) => child.name)).toEqual(['Barn']);
    const refused = await call(guest, 'POST', '/api/children', { name: 'Ola' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CHILD_LIMIT_REACHED');
  });
});

describe('POST and PATCH /api/children', () => {
  it(`adds children up to ${MAX_CHILDREN}, then refuses with CHILD_LIMIT_REACHED`, async () => {
    const me = await parent();
    const mira = await addChild(me, '  Mira ', { age: 5, languageCode: 'en' });
    expect(mira).toMatchObject({ name: 'Mira', age: 5, languageCode: 'en', monster: null });
    for (let n = 3; n <= MAX_CHILDREN; n += 1) await addChild(me, `Child ${n}`);
    const refused = await call(me, 'POST', '/api/children', { name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CHILD_LIMIT_REACHED',
      details: { maxChildren: MAX_CHILDREN },
    });
    const family = await childrenOf(me);
    expect(family.children.map((child) => child.name)).toEqual([
      'Test Parent',
      'Mira',
      'Child 3',
      'Child 4',
      'Child 5',
      'Child 6',
    ]);
  });

  it('refuses a missing name, an age out of range and an unknown voice with 400', async () => {
    const me = await parent();
    for (const body of [{ name: ' ' }, { name: 'Ada', age: 2 }, { name: 'Ada', voiceUuid: 'x' }]) {
      const response = await call(me, 'POST', '/api/children', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const empty = await call(me, 'PATCH', `/api/children/${me.userId}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('changes only the fields sent', async () => {
    const me = await parent();
    const changed = await call(me, 'PATCH', `/api/children/${me.userId}`, { name: 'Ada', age: 7 });
    expect(changed.statusCode).toBe(200);
    expect(ChildSchema.parse(changed.json())).toMatchObject({
      id: me.userId,
      name: 'Ada',
      age: 7,
      languageCode: 'no',
    });
  });

  it('answers another account’s child like a missing one', async () => {
    const me = await parent();
    const other = await parent();
    const theirs = await addChild(other, 'Not yours');
    const patch = await call(me, 'PATCH', `/api/children/${theirs.id}`, { name: 'Mine now' });
    expect(patch.statusCode).toBe(404);
    const remove = await call(me, 'DELETE', `/api/children/${theirs.id}`);
    expect(remove.statusCode).toBe(404);
    expect((await childrenOf(other)).children.map((child) => child.name)).toContain('Not yours');
  });
});

describe(`the ${CHILD_HEADER} header`, () => {
  it('may be sent across origins by the native apps', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/children',
      headers: {
        origin: 'capacitor://localhost',
        'access-control-request-method': 'GET',
        'access-control-request-headers': `authorization, ${CHILD_HEADER}`,
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(CHILD_HEADER);
  });

  it('switches the child; an unknown or another account’s child is the first child', async () => {
    const me = await parent();
    const mira = await addChild(me, 'Mira');
    const stranger = await parent();
    const theirs = await addChild(stranger, 'Theirs');

    expect((await childrenOf(me, mira.id)).activeChildId).toBe(mira.id);
    const profile = await call(me, 'GET', '/api/profile', undefined, mira.id);
    expect(ProfileSchema.parse(profile.json()).activeChildId).toBe(mira.id);
    expect((await childrenOf(me, theirs.id)).activeChildId).toBe(me.userId);
    expect((await childrenOf(me, 'no-such-child')).activeChildId).toBe(me.userId);
  });

  it('follows children removed here or added elsewhere while the session is kept', async () => {
    const me = await parent();
    const mira = await addChild(me, 'Mira');
    expect((await childrenOf(me, mira.id)).activeChildId).toBe(mira.id);
    expect((await call(me, 'DELETE', `/api/children/${mira.id}`)).statusCode).toBe(204);
    expect((await childrenOf(me, mira.id)).activeChildId).toBe(me.userId);

    // Made by another server of the same database: the session here has not seen it yet.
    const now = new Date().toISOString();
    await t.db
      .insertInto('children')
      .values({
        id: 'child-from-elsewhere',
        user_id: me.userId,
        name: 'Ola',
        age: 6,
        language: 'no',
        voice_uuid: null,
        profile_monster_id: null,
        sort_order: 5,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await childrenOf(me, 'child-from-elsewhere')).activeChildId).toBe(
      'child-from-elsewhere',
    );
  });

  it('gives each child their own stories, statistics, monsters and notifications', async () => {
    const me = await parent();
    const mira = await addChild(me, 'Mira');
    await acceptTerms(t.app, me.headers);
    const story = await createStoryFor(t.app, as(me, mira.id));
    await t.app.jobs.runUntilIdle();

    const stories = async (child?: string) =>
      (await call(me, 'GET', '/api/stories', undefined, child)).json().items as {
        uuid: string;
      }[];
    expect((await stories(mira.id)).map((s) => s.uuid)).toEqual([story]);
    expect(await stories()).toEqual([]);
    const made = async (child?: string) =>
      (await call(me, 'GET', '/api/profile/statistics', undefined, child)).json().storiesMade;
    expect(await made(mira.id)).toBe(1);
    expect(await made()).toBe(0);
    const family = await childrenOf(me);
    expect(family.children.find((child) => child.id === mira.id)?.storiesCreated).toBe(1);

    await giveCredits(t.app, me.userId, 10);
    const monster = await postMonster(t.app, as(me, mira.id), 'a big green monster called Grumbo');
    expect(monster.statusCode).toBe(202);
    const avatar = async (child?: string) =>
      ProfileSchema.parse((await call(me, 'GET', '/api/profile', undefined, child)).json())
        .gamificationMonster;
    expect(await avatar(mira.id)).toMatchObject({ name: 'Grumbo' });
    expect(await avatar()).toBeNull();

    // The account's list has every child's notifications; with two children each names its child.
    const list = await call(me, 'GET', '/api/notifications');
    const titles = NotificationListResponseSchema.parse(list.json()).notifications.map(
      (n) => n.title,
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Mira: /);
  });

  it('counts a story read by two children once for the story and once for each child', async () => {
    const me = await parent();
    const mira = await addChild(me, 'Mira');
    await acceptTerms(t.app, me.headers);
    const story = await createStoryFor(t.app, me.headers);
    await t.app.jobs.runUntilIdle();
    const read = (child?: string) =>
      call(me, 'POST', `/api/story/${story}/read`, { progress: 1 }, child);
    expect((await read()).statusCode).toBe(204);
    expect((await read(mira.id)).statusCode).toBe(204);
    expect((await read(mira.id)).statusCode).toBe(204);
    const readBy = async (child?: string) =>
      (await call(me, 'GET', '/api/profile/statistics', undefined, child)).json().storiesRead;
    expect(await readBy()).toBe(1);
    expect(await readBy(mira.id)).toBe(1);
    const row = await t.db
      .selectFrom('stories')
      .select('read_count')
      .where('uuid', '=', story)
      .executeTakeFirstOrThrow();
    expect(row.read_count).toBe(1);
  });

  it('records on the ledger which child spent the credits; grants name none', async () => {
    const me = await parent();
    const mira = await addChild(me, 'Mira');
    await giveCredits(t.app, me.userId, 10);
    await postMonster(t.app, as(me, mira.id), 'a small blue monster called Pip');
    const ledger = await t.db
      .selectFrom('credit_ledger')
      .select(['kind', 'child_id'])
      .where('user_id', '=', me.userId)
      .orderBy('kind')
      .execute();
    expect(ledger).toEqual([
      { kind: 'GRANT', child_id: null },
      { kind: 'SPEND', child_id: mira.id },
    ]);
  });
});

describe('DELETE /api/children/:id', () => {
  it('refuses to delete the only child with LAST_CHILD', async () => {
    const me = await parent();
    const response = await call(me, 'DELETE', `/api/children/${me.userId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('LAST_CHILD');
    expect((await childrenOf(me)).children).toHaveLength(1);
  });

  it('removes the child and all that is theirs; the others and the balance stay', async () => {
    const me = await parent();
    const mira = await addChild(me, 'Mira');
    await acceptTerms(t.app, me.headers);
    await createStoryFor(t.app, as(me, mira.id));
    await createStoryFor(t.app, me.headers);
    await t.app.jobs.runUntilIdle();
    await giveCredits(t.app, me.userId, 10);
    await postMonster(t.app, as(me, mira.id), 'a purple monster called Mo');
    await t.app.jobs.runUntilIdle();
    const before = await rowsOfChild(mira.id);
    expect(before).toMatchObject({ stories: 1, monsters: 1 });
    expect(before.activity).toBeGreaterThan(0);
    const balance = await balanceOf(t.app, me.userId);
    const firstChild = await rowsOfChild(me.userId);

    const response = await call(me, 'DELETE', `/api/children/${mira.id}`);
    expect(response.statusCode).toBe(204);
    expect(await rowsOfChild(mira.id)).toEqual({
      stories: 0,
      monsters: 0,
      activity: 0,
      medals: 0,
      notifications: 0,
    });
    expect(await rowsOfChild(me.userId)).toEqual(firstChild);
    expect(await balanceOf(t.app, me.userId)).toBe(balance);
    const spend = await t.db
      .selectFrom('credit_ledger')
      .select('child_id')
      .where('user_id', '=', me.userId)
      .where('kind', '=', 'SPEND')
      .execute();
    expect(spend).toEqual([{ child_id: null }]);
    expect((await childrenOf(me, mira.id)).activeChildId).toBe(me.userId);
  });
});

describe('the account', () => {
  it('takes every child with it when it is deleted', async () => {
    const me = await parent();
    await addChild(me, 'Mira');
    expect(await call(me, 'DELETE', '/api/profile')).toMatchObject({ statusCode: 200 });
    t.clock.advance(31 * DAY_MS);
    await t.app.accountLifecycle.runOnce();
    const left = await t.db.selectFrom('children').select('id').where('user_id', '=', me.userId);
    expect(await left.execute()).toEqual([]);
  });

  it('gives an account its first child when a guest is converted before either logged in', async () => {
    const guest = await signInAnonymous(t.app);
    const account = await signUpVerified(t.app);
    const converted = await call(account, 'POST', '/api/login/convert-anonymous-user', {
      anonymousUsername: guest.userId,
      anonymousToken: guest.token,
    });
    expect(converted.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('children')
      .select(['id', 'name'])
      .where('user_id', '=', account.userId)
      .execute();
    expect(rows).toEqual([{ id: account.userId, name: 'Test Parent' }]);
  });

  it('keeps a guest’s child and what it made when the guest registers', async () => {
    const guest = await signInAnonymous(t.app);
    await call(guest, 'POST', '/api/login', { language: 'no' });
    await call(guest, 'PATCH', `/api/children/${guest.userId}`, { name: 'Ola', age: 5 });
    const story = await createStoryFor(t.app, guest.headers);
    await t.app.jobs.runUntilIdle();
    const ticket = ProfileSchema.parse((await call(guest, 'GET', '/api/profile')).json())
      .anonymousUser?.conversionTicket;

    const account = await signUpVerified(t.app);
    const converted = await call(account, 'POST', '/api/login/convert-anonymous-user', {
      anonymousUsername: guest.userId,
      anonymousTicket: ticket,
    });
    expect(converted.statusCode).toBe(200);
    const family = await childrenOf(account);
    expect(family.children).toEqual([
      expect.objectContaining({ id: account.userId, name: 'Ola', age: 5, storiesCreated: 1 }),
    ]);
    const stories = (await call(account, 'GET', '/api/stories')).json().items as {
      uuid: string;
    }[];
    expect(stories.map((s) => s.uuid)).toEqual([story]);
    const made = (await call(account, 'GET', '/api/profile/statistics')).json().storiesMade;
    expect(made).toBe(1);
  });
});
