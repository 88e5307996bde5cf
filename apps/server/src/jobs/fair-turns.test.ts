import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { defineJob } from './job-definition.js';
import type { JobQueue } from './job-queue.js';
import { jobTestKit } from './job.testing.js';
import { deferred } from '../test/deferred.testing.js';

// One account's burst takes turns with other accounts' first jobs: each job carries its rank
// (how many of the same account's jobs are ahead of it), on the embedded runner and on BullMQ.

const redisUrl = process.env.TEST_REDIS_URL;

const { closeAfter, embeddedQueue, redisPrefix, bullQueue } = jobTestKit();
const testApp = async () => closeAfter(await createTestApp());

const Story = z.object({ account: z.string(), n: z.number().int() });

/** A story job that notes when it starts, and waits for its gate when one is given. */
function storyJob(started: string[], gates = new Map<string, Promise<void>>()) {
  return defineJob({
    name: 'test.story',
    payload: Story,
    priority: 20,
    handler: async ({ account, n }) => {
      started.push(`${account}${n}`);
      await gates.get(`${account}${n}`);
    },
  });
}

/** The noisy account asks for `count` stories at once, each ranked behind the ones before. */
async function burst(t: TestApp, queue: JobQueue, job: ReturnType<typeof storyJob>, count: number) {
  for (let n = 0; n < count; n += 1) {
    await queue.enqueue(job, { account: 'noisy', n }, { rank: n });
    t.clock.advance(1);
  }
}

/** The order stories start in when a noisy burst of six is queued, then one family's story. */
async function burstThenFamily(t: TestApp, queue: JobQueue): Promise<string[]> {
  const started: string[] = [];
  const job = storyJob(started);
  queue.register(job);
  await burst(t, queue, job, 6);
  await queue.enqueue(job, { account: 'family', n: 0 }, { rank: 0 });
  await queue.runUntilIdle();
  return started;
}

/** The family's story runs as soon as a slot is free: second, before the rest of the burst. */
const FAMILY_SECOND = ['noisy0', 'family0', 'noisy1', 'noisy2', 'noisy3', 'noisy4', 'noisy5'];

describe('fair turns between accounts, embedded runner', () => {
  it('runs a second family’s story before the rest of a noisy account’s queued burst', async () => {
    const t = await testApp();
    const queue = embeddedQueue(t);
    expect(await burstThenFamily(t, queue)).toEqual(FAMILY_SECOND);
  });

  it('keeps the last free slot for another family while the noisy account’s first story runs', async () => {
    const t = await testApp();
    const queue = embeddedQueue(t);
    const started: string[] = [];
    const firstStarted = deferred();
    const familyStarted = deferred();
    const release = deferred();
    const job = storyJob(started);
    const watched = defineJob({
      ...job,
      handler: async (payload, ctx) => {
        await job.handler(payload, ctx);
        if (payload.account === 'noisy' && payload.n === 0) firstStarted.resolve();
        if (payload.account === 'family') familyStarted.resolve();
        // The first two hold their slots until the test has looked.
        if (payload.n === 0) await release.promise;
      },
    });
    queue.register(watched);
    queue.start();
    await burst(t, queue, watched, 4);
    await firstStarted.promise;
    // The second slot is free, but it is the last: the noisy account's next story leaves it.
    await queue.enqueue(watched, { account: 'family', n: 0 }, { rank: 0 });
    await familyStarted.promise;
    expect(started).toEqual(['noisy0', 'family0']);
    release.resolve();
    await queue.runUntilIdle();
    expect(started).toEqual(['noisy0', 'family0', 'noisy1', 'noisy2', 'noisy3']);
  });

  it('lets ranked jobs run when the runner has one slot', async () => {
    const t = await testApp();
    const queue = embeddedQueue(t, { concurrency: 1 });
    const started: string[] = [];
    const job = storyJob(started);
    queue.register(job);
    await burst(t, queue, job, 3);
    await queue.runUntilIdle();
    expect(started).toEqual(['noisy0', 'noisy1', 'noisy2']);
  });
});

describe.runIf(redisUrl)('fair turns between accounts, BullMQ', () => {
  it('runs a second family’s story before the rest of a noisy account’s queued burst', async () => {
    const t = await testApp();
    const queue = await bullQueue(t, redisPrefix(), 1);
    expect(await burstThenFamily(t, queue)).toEqual(FAMILY_SECOND);
  });
});
