import { describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../test/test-app.js';
import type { BullJobQueue } from './bullmq-job-queue.js';
import { defineJob, PermanentJobError, type JobFailureContext } from './job-definition.js';
import { doomedJob, expectEachJobRunOnce, flakyJob, Greeting, jobTestKit } from './job.testing.js';

// Against the real Redis at TEST_REDIS_URL (CI sets it); each test has a key prefix of its own
// and deletes its keys afterwards.
const redisUrl = process.env.TEST_REDIS_URL;

const { closeAfter, redisPrefix, bullQueue } = jobTestKit();
const testApp = async (options?: TestAppOptions) => closeAfter(await createTestApp(options));

async function setup(): Promise<{ t: TestApp; queue: () => Promise<BullJobQueue> }> {
  const t = await testApp();
  const prefix = redisPrefix();
  return { t, queue: () => bullQueue(t, prefix, 2) };
}

describe.runIf(redisUrl)('BullMQ job queue', () => {
  it('is what the app uses when REDIS_URL is set', async () => {
    const t = await testApp({ config: { redisUrl: redisUrl!, redisPrefix: redisPrefix() } });
    expect(t.app.jobs.kind).toBe('bullmq');
    expect(t.app.events.kind).toBe('redis');
  });

  it('runs a typed job, one per key', async () => {
    const { queue } = await setup();
    const jobs = await queue();
    const runs: string[] = [];
    const greet = defineJob({
      name: 'test.greet',
      payload: Greeting,
      handler: async ({ name }, ctx) => {
        runs.push(name);
        return { text: `Hello ${name}`, attempt: ctx.attempt };
      },
    });
    jobs.register(greet);
    const a = await jobs.enqueue(greet, { name: 'Ada' }, { jobKey: 'story-1' });
    const b = await jobs.enqueue(greet, { name: 'Bo' }, { jobKey: 'story-1' });
    expect(a.id).toBe('test.greet/story-1');
    expect(b.id).toBe(a.id);
    await jobs.runUntilIdle();
    expect(runs).toEqual(['Ada']);
    expect(await jobs.get(a.id)).toEqual({
      id: a.id,
      name: 'test.greet',
      status: 'succeeded',
      attempts: 1,
      lastError: undefined,
      result: { text: 'Hello Ada', attempt: 1 },
    });
    expect(await jobs.get('test.greet/nothing')).toBeUndefined();
  });

  it('retries with backoff, and a retry reads paid steps back from the database', async () => {
    const { t, queue } = await setup();
    const jobs = await queue();
    const paid = vi.fn(async () => ({ words: 120 }));
    const flaky = flakyJob(paid, 1);
    jobs.register(flaky);
    const { id } = await jobs.enqueue(flaky, { name: 'Ada' });
    await jobs.runUntilIdle();

    expect(await jobs.get(id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: { words: 120 },
    });
    expect(paid).toHaveBeenCalledTimes(1);
    const steps = await t.db.selectFrom('job_steps').selectAll().where('job_id', '=', id).execute();
    expect(steps.map((step) => [step.key, step.result])).toEqual([
      ['generate-text', '{"words":120}'],
    ]);
  });

  it('calls onFailed once when the attempts run out or retrying cannot help', async () => {
    const { queue } = await setup();
    const jobs = await queue();
    const failures: string[] = [];
    const onFailed = async ({ name }: { name: string }, ctx: JobFailureContext) =>
      void failures.push(`${name}: ${ctx.error.message}`);
    const doomed = doomedJob(onFailed, 1);
    const gone = defineJob({
      name: 'test.gone',
      payload: Greeting,
      handler: async () => {
        throw new PermanentJobError('deleted');
      },
      onFailed,
    });
    jobs.register(doomed, gone);
    const a = await jobs.enqueue(doomed, { name: 'Ada' });
    const b = await jobs.enqueue(gone, { name: 'Bo' });
    await jobs.runUntilIdle();

    expect(await jobs.get(a.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'no luck',
    });
    expect(await jobs.get(b.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'deleted',
    });
    expect(failures.sort()).toEqual(['Ada: no luck', 'Bo: deleted']);
  });

  it('shares the work between workers, each job once', async () => {
    const { queue } = await setup();
    const one = await queue();
    const two = await queue();
    await expectEachJobRunOnce(one, two, ['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
