import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { signUpVerified } from '../../test/test-users.js';
import {
  acceptTerms,
  createStoryFor,
  createStoryTestApp,
  getStory,
  postStory,
} from '../story/story.testing.js';
import { createMonsterFor, giveCredits, readyMonsterFor } from './monster.testing.js';

// docs/product.md#monsters: a monster can be used for a new story — as its hero.

let t: TestApp;
afterEach(() => t.close());

describe('a story with the monster as its hero', () => {
  it('tells of the monster by name (offline engine)', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    await giveCredits(t.app, parent.userId, 20);
    const monster = await readyMonsterFor(
      t.app,
      parent.headers,
      'a fluffy purple monster called Wumbelo with three eyes',
    );
    expect(monster.name).toBe('Wumbelo');
    const uuid = await createStoryFor(t.app, parent.headers, {
      summary: 'A trip to the seaside',
      heroMonsterId: monster.id,
      language: 'en',
    });
    const row = await t.db
      .selectFrom('stories')
      .select('hero')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.hero!)).toEqual({
      name: 'Wumbelo',
      description: 'a fluffy purple monster called Wumbelo with three eyes',
    });
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story.status).toBe('READY');
    expect(story.paragraphs.map((p) => p.text).join(' ')).toContain('Wumbelo');
  });

  it('must be the caller’s own finished monster', async () => {
    t = await createStoryTestApp();
    const owner = await signUpVerified(t.app);
    const other = await signUpVerified(t.app);
    await giveCredits(t.app, owner.userId, 20);
    const ready = await readyMonsterFor(t.app, owner.headers, 'a monster called Pip');
    const building = await createMonsterFor(t.app, owner.headers, 'a monster called Zog');
    await acceptTerms(t.app, owner.headers);
    await acceptTerms(t.app, other.headers);
    const attempts = [
      await postStory(t.app, other.headers, { heroMonsterId: ready.id }),
      await postStory(t.app, owner.headers, { heroMonsterId: building.id }),
      await postStory(t.app, owner.headers, { heroMonsterId: 'no-such-monster' }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const stories = await t.db.selectFrom('stories').select('uuid').execute();
    expect(stories).toEqual([]);
  });
});
