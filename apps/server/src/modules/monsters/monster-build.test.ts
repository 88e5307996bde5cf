import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../../ai/providers/fake-openai-server.js';
import type { TestApp } from '../../test/test-app.js';
import { setProfileLanguage, signUpVerified, type TestAccount } from '../../test/test-users.js';
import { createStoryTestApp } from '../story/story.testing.js';
import { resumeBuildingMonsters } from './monster-start.js';
import {
  balanceOf,
  createMonsterFor,
  failingImageModel,
  giveCredits,
  profileMonsterOf,
  runAllDrawAttempts,
} from './monster.testing.js';

// Building a monster: BUILDING with a name at once, then READY with a picture, a notification
// and a recorded activity — or FAILED with the credits back.

let t: TestApp;
let server: FakeOpenAiServer | undefined;
afterEach(async () => {
  await t.close();
  await server?.close();
  server = undefined;
});

const COST = DEFAULT_FEATURE_COSTS.MONSTER;
const DESCRIPTION = 'a small green monster called Blobbo with three eyes and big wings';

async function parentWithCredits(language: string, credits = COST): Promise<TestAccount> {
  const parent = await signUpVerified(t.app);
  await setProfileLanguage(t.app, parent, language);
  await giveCredits(t.app, parent.userId, credits);
  return parent;
}

const profileMonster = (parent: TestAccount) => profileMonsterOf(t.app, parent.headers);

async function notificationsOf(userId: string, type = 'MONSTER_CREATED' as const) {
  return t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .execute();
}

describe('a monster being built', () => {
  it('has its name at once, and is drawn, announced and counted when ready', async () => {
    t = await createStoryTestApp();
    const parent = await parentWithCredits('en');
    const created = await createMonsterFor(t.app, parent.headers, DESCRIPTION);
    expect(created).toMatchObject({
      name: 'Blobbo',
      description: DESCRIPTION,
      status: 'BUILDING',
      imageUrl: null,
      isProfile: true,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await balanceOf(t.app, parent.userId)).toBe(0);
    expect(await profileMonster(parent)).toEqual(created);
    expect(await notificationsOf(parent.userId)).toEqual([]);

    const heard: unknown[] = [];
    const unsubscribe = await t.app.events.subscribe(`user:${parent.userId}`, (event) => {
      heard.push(event);
    });
    await t.app.jobs.runUntilIdle();
    unsubscribe();
    const ready = await profileMonster(parent);
    expect(ready).toMatchObject({ id: created.id, status: 'READY', name: 'Blobbo' });
    expect(ready.imageUrl).toMatch(
      new RegExp(`^/api/media/public/monsters/${created.id}/picture\\.[0-9a-f]+\\.svg$`),
    );
    const picture = await t.app.inject({ method: 'GET', url: ready.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('<svg');

    const notifications = await notificationsOf(parent.userId);
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'MONSTER_CREATED',
        level: 'SUCCESS',
        target_type: 'MONSTER',
        target_id: created.id,
        path: '/stuff/monsters',
        image_url: ready.imageUrl,
        status: 'UNREAD',
        title: 'Your monster is ready!',
        message: 'Blobbo has come to life. Say hello!',
      }),
    ]);
    // Announced after the commit, with the medal the first monster earns.
    const all = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', parent.userId)
      .execute();
    expect(all.length).toBeGreaterThan(1);
    for (const { id } of all) expect(JSON.stringify(heard)).toContain(id);
    const activity = await t.db
      .selectFrom('activity_events')
      .select(['kind', 'ref_id'])
      .where('user_id', '=', parent.userId)
      .execute();
    expect(activity).toEqual([{ kind: 'MONSTER_CREATED', ref_id: created.id }]);
  });

  it('tells a Norwegian owner in Norwegian, and a Danish one in English', async () => {
    t = await createStoryTestApp();
    const norwegian = await parentWithCredits('no');
    const danish = await parentWithCredits('da');
    await createMonsterFor(t.app, norwegian.headers, 'et blått monster som heter Fnuggi');
    await createMonsterFor(t.app, danish.headers, 'a purple monster called Mio');
    await t.app.jobs.runUntilIdle();
    expect(await notificationsOf(norwegian.userId)).toEqual([
      expect.objectContaining({
        title: 'Monsteret ditt er klart!',
        message: 'Fnuggi har våknet til liv. Si hei!',
      }),
    ]);
    expect(await notificationsOf(danish.userId)).toEqual([
      expect.objectContaining({ title: 'Your monster is ready!' }),
    ]);
  });

  it('draws the same picture for the same description', async () => {
    t = await createStoryTestApp();
    const first = await parentWithCredits('en');
    const second = await parentWithCredits('no');
    const description = 'a fluffy orange monster with two horns and a long tail';
    await createMonsterFor(t.app, first.headers, description);
    await createMonsterFor(t.app, second.headers, description);
    await t.app.jobs.runUntilIdle();
    const urls = [(await profileMonster(first)).imageUrl, (await profileMonster(second)).imageUrl];
    const bodies = await Promise.all(
      urls.map(async (url: string) => (await t.app.inject({ method: 'GET', url })).body),
    );
    expect(bodies[0]).toContain('<svg');
    expect(bodies[1]).toBe(bodies[0]);
    expect(urls[0].split('/').pop()).toBe(urls[1].split('/').pop());
  });

  it('fails after its attempts when nothing can draw it, and gives the credits back once', async () => {
    t = await createStoryTestApp();
    const parent = await parentWithCredits('en');
    t.app.ai.image = failingImageModel();
    const created = await createMonsterFor(t.app, parent.headers, DESCRIPTION);
    expect(await balanceOf(t.app, parent.userId)).toBe(0);
    await runAllDrawAttempts(t.app, (ms) => t.clock.advance(ms));
    expect(await profileMonster(parent)).toMatchObject({
      id: created.id,
      status: 'FAILED',
      imageUrl: null,
    });
    expect(await balanceOf(t.app, parent.userId)).toBe(COST);
    const refunds = await t.db
      .selectFrom('credit_ledger')
      .select(['kind', 'amount', 'reason'])
      .where('user_id', '=', parent.userId)
      .where('reason', '=', 'MONSTER_REFUND')
      .execute();
    expect(refunds).toEqual([{ kind: 'GRANT', amount: COST, reason: 'MONSTER_REFUND' }]);
    expect(await notificationsOf(parent.userId)).toEqual([]);
  });

  it('is drawn again after a restart when its job was never queued', async () => {
    t = await createStoryTestApp();
    const parent = await parentWithCredits('en');
    const created = await createMonsterFor(t.app, parent.headers, DESCRIPTION);
    // The process died between the commit and the enqueue: no job exists for it.
    await t.db.deleteFrom('jobs').execute();
    expect(await resumeBuildingMonsters(t.app.services)).toBe(0); // not stale yet
    t.clock.advance(2 * 60_000);
    expect(await resumeBuildingMonsters(t.app.services)).toBe(1);
    await t.app.jobs.runUntilIdle();
    expect(await profileMonster(parent)).toMatchObject({ id: created.id, status: 'READY' });
  });
});

describe('a monster drawn by a hosted image model', () => {
  function hostedImages(baseUrl: string) {
    return {
      image: { baseUrl, model: 'image-model', apiKey: 'sk-local', size: '512x512' as const },
      text: undefined,
      speech: undefined,
      moderation: undefined,
      offlineTextStreamMs: 0,
      offlineEngineWorkers: 0,
    };
  }

  it('asks for a cute children’s-book monster from the description', async () => {
    server = await startFakeOpenAi();
    t = await createStoryTestApp({ config: { ai: hostedImages(server.baseUrl) } });
    const parent = await parentWithCredits('en');
    await createMonsterFor(t.app, parent.headers, DESCRIPTION);
    await t.app.jobs.runUntilIdle();
    expect((await profileMonster(parent)).imageUrl).toMatch(/picture\.[0-9a-f]+\.png$/);
    const asked = server.requests.find((r) => r.path === '/v1/images/generations');
    expect(String(asked?.body.prompt)).toContain('cute, friendly cartoon monster');
    expect(String(asked?.body.prompt)).toContain(DESCRIPTION);
  });

  it('falls back to the offline monster art when the provider fails', async () => {
    server = await startFakeOpenAi({ failures: { '/v1/images/generations': 500 } });
    t = await createStoryTestApp({ config: { ai: hostedImages(server.baseUrl) } });
    const parent = await parentWithCredits('en');
    await createMonsterFor(t.app, parent.headers, DESCRIPTION);
    await t.app.jobs.runUntilIdle();
    const monster = await profileMonster(parent);
    expect(monster).toMatchObject({ status: 'READY' });
    expect(monster.imageUrl).toMatch(/picture\.[0-9a-f]+\.svg$/);
    expect(server.requests.some((r) => r.path === '/v1/images/generations')).toBe(true);
  });
});
