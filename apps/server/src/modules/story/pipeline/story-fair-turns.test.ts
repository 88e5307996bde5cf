import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rankedPriority } from '../../../jobs/job-queue.js';
import type { TestApp } from '../../../test/test-app.js';
import { signUpVerified } from '../../../test/test-users.js';
import { generateStoryJob } from './story-generate.job.js';
import { createStoryFor, createStoryTestApp, getStory } from '../story.testing.js';

// A story's job is ranked behind the owner's other stories still being made, so a burst from
// one account takes turns with other families' stories (jobs/fair-turns.test.ts runs them).

let t: TestApp;
beforeEach(async () => {
  t = await createStoryTestApp();
});
afterEach(() => t.close());

async function priorityOf(uuid: string) {
  const row = await t.db
    .selectFrom('jobs')
    .select('priority')
    .where('id', 'like', `story.generate/${uuid}/%`)
    .executeTakeFirstOrThrow();
  return row.priority;
}

describe('story jobs take turns between accounts', () => {
  it('ranks a burst behind its own first story, and another family’s story beside it', async () => {
    const noisy = await signUpVerified(t.app);
    const family = await signUpVerified(t.app);
    const burst = [];
    for (let i = 0; i < 3; i += 1) burst.push(await createStoryFor(t.app, noisy.headers));
    const theirs = await createStoryFor(t.app, family.headers);
    expect(await Promise.all(burst.map(priorityOf))).toEqual(
      [0, 1, 2].map((rank) => rankedPriority(generateStoryJob, rank)),
    );
    expect(await priorityOf(theirs)).toBe(rankedPriority(generateStoryJob, 0));

    await t.app.jobs.runUntilIdle();
    expect((await getStory(t.app, family.headers, theirs)).status).toBe('READY');
    // Once the burst is made, the next story is first in line again.
    const next = await createStoryFor(t.app, noisy.headers);
    expect(await priorityOf(next)).toBe(rankedPriority(generateStoryJob, 0));
  });
});
