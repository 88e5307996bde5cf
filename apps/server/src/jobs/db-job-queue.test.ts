import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app.js';
import { defineJob, PermanentJobError } from './job-definition.js';
import { doomedJob, expectEachJobRunOnce, flakyJob, Greeting, jobTestKit } from './job.testing.js';
import { deferred } from '../test/deferred.testing.js';

const { closeAfter, embeddedQueue: queueOf } = jobTestKit();
const testApp = async () => closeAfter(await createTestApp());

describe('the embedded job runner', () => {
  it('is what the app uses without REDIS_URL, and runs a typed job to its result', async () => {
    const t = await testApp();
    const greet = defineJob({
      name: 'test.greet',
      payload: Greeting,
      handler: async ({ name }, ctx) => ({ text: `Hello ${name}`, attempt: ctx.attempt }),
    });
    t.app.jobs.register(greet);
    expect(t.app.jobs.kind).toBe('embedded');

    const { id } = await t.app.jobs.enqueue(greet, { name: 'Ada' });
    expect((await t.app.jobs.get(id))?.status).toBe('queued');
    await t.app.jobs.runUntilIdle();
    expect(await t.app.jobs.get(id)).toEqual({
      id,
      name: 'test.greet',
      status: 'succeeded',
      attempts: 1,
      lastError: undefined,
      result: { text: 'Hello Ada', attempt: 1 },
    });
  });

  it('refuses a bad payload and a job no module registered', async () => {
    const t = await testApp();
    const greet = defineJob({ name: 'test.greet', payload: Greeting, handler: async () => {} });
    await expect(t.app.jobs.enqueue(greet, { name: 'Ada' })).rejects.toThrow(
      /"test.greet" is not registered/,
    );
    t.app.jobs.register(greet);
    await expect(t.app.jobs.enqueue(greet, { name: '' })).rejects.toThrow(z.ZodError);
    await expect(t.app.jobs.enqueue(greet, { name: 'Ada' }, { jobKey: 'a:b' })).rejects.toThrow(
      /jobKey "a:b"/,
    );
  });

  it('makes one job per key and kind of job', async () => {
    const t = await testApp();
    const runs: string[] = [];
    const first = defineJob({
      name: 'test.first',
      payload: Greeting,
      handler: async ({ name }) => void runs.push(`first ${name}`),
    });
    const second = defineJob({
      name: 'test.second',
      payload: Greeting,
      handler: async ({ name }) => void runs.push(`second ${name}`),
    });
    t.app.jobs.register(first, second);

    const a = await t.app.jobs.enqueue(first, { name: 'A' }, { jobKey: 'story-1' });
    const b = await t.app.jobs.enqueue(first, { name: 'B' }, { jobKey: 'story-1' });
    const c = await t.app.jobs.enqueue(second, { name: 'C' }, { jobKey: 'story-1' });
    expect(a.id).toBe('test.first/story-1');
    expect(b.id).toBe(a.id);
    expect(c.id).toBe('test.second/story-1');
    await t.app.jobs.runUntilIdle();
    await t.app.jobs.enqueue(first, { name: 'D' }, { jobKey: 'story-1' });
    await t.app.jobs.runUntilIdle();
    expect(runs.sort()).toEqual(['first A', 'second C']);
  });

  it('retries after the backoff without paying for a recorded step twice', async () => {
    const t = await testApp();
    const paid = vi.fn(async () => ({ words: 120, at: new Date('2026-01-15T12:00:00.000Z') }));
    const flaky = flakyJob(paid, 1_000);
    t.app.jobs.register(flaky);
    const { id } = await t.app.jobs.enqueue(flaky, { name: 'Ada' });

    await t.app.jobs.runUntilIdle();
    expect(await t.app.jobs.get(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'the network went away',
    });
    t.clock.advance(999);
    await t.app.jobs.runUntilIdle();
    expect((await t.app.jobs.get(id))?.attempts).toBe(1);

    t.clock.advance(1);
    await t.app.jobs.runUntilIdle();
    expect(await t.app.jobs.get(id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      // A step's result is what JSON makes of it, on the first run as on a retry.
      result: { words: 120, at: '2026-01-15T12:00:00.000Z' },
    });
    expect(paid).toHaveBeenCalledTimes(1);
  });

  it('calls onFailed once when the attempts run out', async () => {
    const t = await testApp();
    const onFailed = vi.fn(async () => {});
    const doomed = doomedJob(onFailed, 0);
    t.app.jobs.register(doomed);
    const { id } = await t.app.jobs.enqueue(doomed, { name: 'Ada' });
    await t.app.jobs.runUntilIdle();

    expect(await t.app.jobs.get(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'no luck',
    });
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(
      { name: 'Ada' },
      expect.objectContaining({ jobId: id, attempts: 2, error: expect.any(Error) }),
    );
  });

  it('fails at once on a PermanentJobError and on a timeout that is the last attempt', async () => {
    const t = await testApp();
    const failures: string[] = [];
    const gone = defineJob({
      name: 'test.gone',
      payload: Greeting,
      handler: async () => {
        throw new PermanentJobError('the story was deleted');
      },
      onFailed: async (_payload, ctx) => void failures.push(ctx.error.message),
    });
    const slow = defineJob({
      name: 'test.slow',
      payload: Greeting,
      maxAttempts: 1,
      timeoutMs: 1,
      handler: (_payload, ctx) =>
        new Promise((_resolve, reject) =>
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)),
        ),
      onFailed: async (_payload, ctx) => void failures.push(ctx.error.name),
    });
    t.app.jobs.register(gone, slow);
    const a = await t.app.jobs.enqueue(gone, { name: 'Ada' });
    const b = await t.app.jobs.enqueue(slow, { name: 'Bo' });
    await t.app.jobs.runUntilIdle();

    expect(await t.app.jobs.get(a.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await t.app.jobs.get(b.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failures.sort()).toEqual(['JobTimeoutError', 'the story was deleted']);
  });

  it('runs no more jobs at once than its concurrency, the most urgent first', async () => {
    const t = await testApp();
    const queue = queueOf(t, { concurrency: 2 });
    const started: string[] = [];
    const twoRunning = deferred();
    const gate = deferred();
    let running = 0;
    let most = 0;
    const make = (name: string, priority: number) =>
      defineJob({
        name,
        payload: Greeting,
        priority,
        handler: async ({ name: label }) => {
          started.push(label);
          most = Math.max(most, ++running);
          if (running === 2) twoRunning.resolve();
          await gate.promise;
          running--;
        },
      });
    const routine = make('test.routine', 50);
    const urgent = make('test.urgent', 1);
    queue.register(routine, urgent);
    for (const name of ['r1', 'r2', 'r3']) await queue.enqueue(routine, { name });
    await queue.enqueue(urgent, { name: 'u1' });

    const idle = queue.runUntilIdle();
    await twoRunning.promise;
    expect(started).toHaveLength(2);
    expect(started[0]).toBe('u1');
    gate.resolve();
    await idle;
    expect(started.sort()).toEqual(['r1', 'r2', 'r3', 'u1']);
    expect(most).toBe(2);
  });

  it('waits for delayMs on its clock', async () => {
    const t = await testApp();
    const later = defineJob({ name: 'test.later', payload: Greeting, handler: async () => 'done' });
    t.app.jobs.register(later);
    const { id } = await t.app.jobs.enqueue(later, { name: 'Ada' }, { delayMs: 60_000 });
    await t.app.jobs.runUntilIdle();
    expect((await t.app.jobs.get(id))?.status).toBe('queued');
    t.clock.advance(60_000);
    await t.app.jobs.runUntilIdle();
    expect((await t.app.jobs.get(id))?.status).toBe('succeeded');
  });

  it('once started, runs a job as soon as it is enqueued', async () => {
    const t = await testApp();
    const queue = queueOf(t);
    const ran = deferred<string>();
    const ping = defineJob({
      name: 'test.ping',
      payload: Greeting,
      handler: async ({ name }) => ran.resolve(name),
    });
    queue.register(ping);
    queue.start();
    await queue.enqueue(ping, { name: 'Ada' });
    expect(await ran.promise).toBe('Ada');
  });

  it('lets two runners on one database run each job exactly once', async () => {
    const t = await testApp();
    const one = queueOf(t, { concurrency: 3 });
    const two = queueOf(t, { concurrency: 3 });
    await expectEachJobRunOnce(one, two, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('on stop, waits for a running job, then hands back one that does not finish', async () => {
    const t = await testApp();
    const finishing = queueOf(t, { drainTimeoutMs: 60_000 });
    const release = deferred();
    const started = deferred();
    const polite = defineJob({
      name: 'test.polite',
      payload: Greeting,
      handler: async () => {
        started.resolve();
        await release.promise;
        return 'finished';
      },
    });
    finishing.register(polite);
    finishing.start();
    const a = await finishing.enqueue(polite, { name: 'Ada' });
    await started.promise;
    const stopped = finishing.stop();
    release.resolve();
    await stopped;
    expect((await t.app.jobs.get(a.id))?.status).toBe('succeeded');

    const impatient = queueOf(t, { drainTimeoutMs: 0 });
    const stuck = deferred();
    const signals: AbortSignal[] = [];
    const stubborn = defineJob({
      name: 'test.stubborn',
      payload: Greeting,
      handler: async (_payload, ctx) => {
        signals.push(ctx.signal);
        stuck.resolve();
        await new Promise(() => {});
      },
    });
    impatient.register(stubborn);
    impatient.start();
    const b = await impatient.enqueue(stubborn, { name: 'Bo' });
    await stuck.promise;
    await impatient.stop();
    // Handed back uncounted, for another runner to start at once.
    expect(await t.app.jobs.get(b.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(signals[0]?.aborted).toBe(true);
  });
});
