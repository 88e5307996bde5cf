import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createBullJobQueue } from './bullmq-job-queue.js';
import { DbJobQueue } from './db-job-queue.js';
import { defineJob } from './job-definition.js';
import type { JobQueue } from './job-queue.js';
import { deferred } from './job.testing.js';

// One account's burst takes turns with other accounts' first jobs: each job carries its rank
// (how many of the same account's jobs are ahead of it), on the embedded runner and on BullMQ.

const redisUrl = process.env.TEST_REDIS_URL;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testApp(): Promise<TestApp> {
  const t = await createTestApp();
  cleanups.push(() => t.close());
  return t;
}

function embedded(t: TestApp, concurrency = 2): DbJobQueue {
  const queue = new DbJobQueue({
    app: t.app,
    db: t.db,
    clock: t.clock,
    log: t.app.log,
    concurrency,
  });
  cleanups.push(() => queue.stop());
  return queue;
}

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

describe('fair turns between accounts, embedded runner', () => {
  it('runs a second family’s story before the rest of a noisy account’s queued burst', async () => {
    const t = await testApp();
    const queue = embedded(t);
    const started: string[] = [];
    const job = storyJob(started);
    queue.register(job);
    await burst(t, queue, job, 6);
    await queue.enqueue(job, { account: 'family', n: 0 }, { rank: 0 });
    await queue.runUntilIdle();
    expect(started).toEqual([
      'noisy0',
      'family0',
      'noisy1',
      'noisy2',
      'noisy3',
      'noisy4',
      'noisy5',
    ]);
  });

  it('keeps the last free slot for another family while the noisy account’s first story runs', async () => {
    const t = await testApp();
    const queue = embedded(t);
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
    const queue = embedded(t, 1);
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
    const prefix = `monstory-test-${randomUUID().slice(0, 8)}`;
    cleanups.push(async () => {
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });
    const queue = await createBullJobQueue({
      app: t.app,
      db: t.db,
      clock: t.clock,
      log: t.app.log,
      redisUrl: redisUrl!,
      prefix,
      concurrency: 1,
    });
    cleanups.push(() => queue.stop());
    const started: string[] = [];
    const job = storyJob(started);
    queue.register(job);
    await burst(t, queue, job, 6);
    await queue.enqueue(job, { account: 'family', n: 0 }, { rank: 0 });
    await queue.runUntilIdle();
    expect(started).toEqual([
      'noisy0',
      'family0',
      'noisy1',
      'noisy2',
      'noisy3',
      'noisy4',
      'noisy5',
    ]);
  });
});
