import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DbJobQueue } from './db-job-queue.js';
import { defineJob } from './job-definition.js';
import { crashAndRestartJobRunner, jobTestKit } from './job.testing.js';
import { deferred } from '../test/deferred.testing.js';

// A process that dies mid-job leaves its row `running` with a lease; whoever runs jobs after
// the lease has run out finishes the job (without repeating recorded steps) or, if that was
// the last attempt, fails it and refunds through onFailed. Never stuck, never paid twice.

const { cleanups, closeAfter } = jobTestKit();
const testApp = async () => closeAfter(await createTestApp());

const StoryPayload = z.object({ storyId: z.string() });

/** The app's runner crashes, a new one takes over and runs until idle: the job as it then is. */
async function jobAfterRestart(t: TestApp, id: string) {
  const restarted = crashAndRestartJobRunner(t.app, t.clock);
  cleanups.push(() => restarted.stop());
  await restarted.runUntilIdle();
  return t.app.jobs.get(id);
}

describe('the embedded runner after a crash', () => {
  it('resumes an interrupted job once its lease has run out, finishing it exactly once', async () => {
    const t = await testApp();
    const generate = vi.fn(async () => 'Once upon a time');
    const deliver = vi.fn();
    const interrupted = deferred();
    const neverWakes = deferred();
    const oldAttemptOver = deferred();
    const story = defineJob({
      name: 'test.story',
      payload: StoryPayload,
      maxAttempts: 3,
      handler: async ({ storyId }, ctx) => {
        const text = await ctx.step('generate-text', generate);
        if (ctx.attempt === 1) {
          interrupted.resolve();
          await neverWakes.promise;
        }
        await ctx.step('deliver', async () => deliver(storyId, text));
        if (ctx.attempt === 1) oldAttemptOver.resolve();
        return text;
      },
    });
    t.app.jobs.register(story);
    t.app.jobs.start();
    const { id } = await t.app.jobs.enqueue(story, { storyId: 's1' }, { jobKey: 's1' });
    await interrupted.promise;

    // Another runner does not take a job whose lease is still good.
    const bystander = new DbJobQueue({
      app: t.app,
      db: t.db,
      clock: t.clock,
      log: t.app.log,
      concurrency: 1,
    });
    bystander.register(story);
    await bystander.runUntilIdle();
    expect(await t.app.jobs.get(id)).toMatchObject({ status: 'running', attempts: 1 });

    expect(await jobAfterRestart(t, id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: 'Once upon a time',
    });
    expect(generate).toHaveBeenCalledTimes(1);
    expect(deliver).toHaveBeenCalledTimes(1);

    // Should the dead runner's handler wake up after all, it changes nothing.
    neverWakes.resolve();
    await oldAttemptOver.promise;
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(await t.app.jobs.get(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('fails and refunds a job whose worker died during its last attempt', async () => {
    const t = await testApp();
    const refund = vi.fn(async () => {});
    const interrupted = deferred();
    const handler = vi.fn(async () => {
      interrupted.resolve();
      await new Promise(() => {});
    });
    const story = defineJob({
      name: 'test.story',
      payload: StoryPayload,
      maxAttempts: 1,
      handler,
      onFailed: refund,
    });
    t.app.jobs.register(story);
    t.app.jobs.start();
    const { id } = await t.app.jobs.enqueue(story, { storyId: 's1' });
    await interrupted.promise;

    expect(await jobAfterRestart(t, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'The worker stopped during the last attempt',
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith({ storyId: 's1' }, expect.objectContaining({ jobId: id }));
  });
});
