import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { App } from '../app.js';
import type { SettableClock } from '../platform/clock.js';
import type { TestApp } from '../test/test-app.js';
import { createBullJobQueue, type BullJobQueue } from './bullmq-job-queue.js';
import { DbJobQueue } from './db-job-queue.js';
import { defineJob, type JobFailureContext } from './job-definition.js';
import type { JobQueue } from './job-queue.js';
import { afterEach, expect } from 'vitest';

/** What the job queue tests make: each thing is stopped, closed or deleted after its test. */
export interface JobTestKit {
  /** Run after each test, the last added first. */
  cleanups: (() => Promise<void>)[];
  /**
   * The test app (or anything else with close()), closed after the test. Test files create
   * their app themselves: vitest.config.ts runs a file on PostgreSQL too when it imports test-app.
   */
  closeAfter<T extends { close(): Promise<void> }>(closable: T): T;
  /** An embedded runner of its own on the test app's database (two slots unless told). */
  embeddedQueue(
    t: TestApp,
    options?: { concurrency?: number; drainTimeoutMs?: number },
  ): DbJobQueue;
  /** A Redis key prefix of the test's own; its keys are deleted afterwards. */
  redisPrefix(): string;
  /** A BullMQ queue on TEST_REDIS_URL under `prefix`. */
  bullQueue(t: TestApp, prefix: string, concurrency: number): Promise<BullJobQueue>;
}

/** Call at the top of a test file: registers the afterEach that runs the kit's cleanups. */
export function jobTestKit(): JobTestKit {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const redisUrl = () => {
    const url = process.env.TEST_REDIS_URL;
    if (!url) throw new Error('TEST_REDIS_URL is not set');
    return url;
  };
  return {
    cleanups,
    closeAfter(closable) {
      cleanups.push(() => closable.close());
      return closable;
    },
    embeddedQueue(t, options = {}) {
      const queue = new DbJobQueue({
        app: t.app,
        db: t.db,
        clock: t.clock,
        log: t.app.log,
        concurrency: options.concurrency ?? 2,
        ...(options.drainTimeoutMs !== undefined && { drainTimeoutMs: options.drainTimeoutMs }),
      });
      cleanups.push(() => queue.stop());
      return queue;
    },
    redisPrefix() {
      const prefix = `monstory-test-${randomUUID().slice(0, 8)}`;
      cleanups.push(async () => {
        const redis = new Redis(redisUrl());
        try {
          const keys = await redis.keys(`${prefix}:*`);
          if (keys.length > 0) await redis.del(...keys);
        } finally {
          await redis.quit();
        }
      });
      return prefix;
    },
    async bullQueue(t, prefix, concurrency) {
      const queue = await createBullJobQueue({
        app: t.app,
        db: t.db,
        clock: t.clock,
        log: t.app.log,
        redisUrl: redisUrl(),
        prefix,
        concurrency,
      });
      cleanups.push(() => queue.stop());
      return queue;
    },
  };
}

/**
 * For tests of modules with jobs: the app's embedded runner dies as a crashed process would
 * (no more writes, its leases left to run out), the clock moves past the lease, and a new
 * runner with the same jobs takes over — call its runUntilIdle(). Jobs enqueued through
 * app.jobs still reach it: both read the same table.
 */
export function crashAndRestartJobRunner(app: App, clock: SettableClock): DbJobQueue {
  const crashed = app.jobs;
  if (!(crashed instanceof DbJobQueue)) {
    throw new Error('Only the embedded job runner can be restarted in a test');
  }
  crashed.abandon();
  clock.advance(crashed.leaseMs + 1);
  const restarted = new DbJobQueue({
    app,
    db: app.db,
    clock,
    log: app.log,
    concurrency: app.config.jobConcurrency,
  });
  restarted.register(...crashed.registered());
  return restarted;
}

/** The payload of the queue tests' jobs: a name to greet, count or pay for. */
export const Greeting = z.object({ name: z.string().min(1) });

/**
 * Two runners on one store share the work: `test.count` jobs for `names`, enqueued through
 * the first, run once each whichever runner takes them.
 */
export async function expectEachJobRunOnce(
  one: JobQueue,
  two: JobQueue,
  names: string[],
): Promise<void> {
  const runs: string[] = [];
  const count = defineJob({
    name: 'test.count',
    payload: Greeting,
    handler: async ({ name }) => void runs.push(name),
  });
  one.register(count);
  two.register(count);
  for (const name of names) await one.enqueue(count, { name });
  await Promise.all([one.runUntilIdle(), two.runUntilIdle()]);
  expect(runs.sort()).toEqual([...names].sort());
}

/**
 * `test.flaky`: pays for a step (`paid`, recorded as generate-text), then fails its first attempt
 * and succeeds on the next, returning what it paid for: a retry must not pay twice.
 */
export function flakyJob<R>(paid: () => Promise<R>, backoffMs: number) {
  return defineJob({
    name: 'test.flaky',
    payload: Greeting,
    backoffMs,
    handler: async (_payload, ctx) => {
      const text = await ctx.step('generate-text', paid);
      if (ctx.attempt === 1) throw new Error('the network went away');
      return text;
    },
  });
}

/** `test.doomed`: fails both of its two attempts with "no luck", then `onFailed` is called. */
export function doomedJob(
  onFailed: (payload: z.output<typeof Greeting>, ctx: JobFailureContext) => Promise<void>,
  backoffMs: number,
) {
  return defineJob({
    name: 'test.doomed',
    payload: Greeting,
    maxAttempts: 2,
    backoffMs,
    handler: async () => {
      throw new Error('no luck');
    },
    onFailed,
  });
}
