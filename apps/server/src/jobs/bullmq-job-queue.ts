import type * as BullMqModule from 'bullmq';
import type { Job, JobState, Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { App } from '../app.js';
import { toDbTime } from '../db/columns.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../platform/clock.js';
import { runAttempt, runOnFailed } from './job-attempt.js';
import type { AnyJobDefinition, JobDefinition } from './job-definition.js';
import {
  rankedPriority,
  type EnqueueOptions,
  type JobInfo,
  type JobQueue,
  type JobStatus,
} from './job-queue.js';
import { JobRegistry } from './job-registry.js';
import { deleteStepsBefore } from './job-steps.repo.js';

export interface BullJobQueueOptions {
  app: App;
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  redisUrl: string;
  /** Redis key prefix; tests give each queue its own. */
  prefix: string;
  concurrency: number;
  /** How long stop() waits for running jobs before letting go of them. Default 5 s. */
  drainTimeoutMs?: number;
}

type BullMq = typeof BullMqModule;

const QUEUE_NAME = 'jobs';
const RETENTION_SECONDS = 7 * 24 * 3600;
// BullMQ's words when a job's worker died more often than maxStalledCount allows.
const STALLED_FOR_GOOD = /stalled more than allowable limit/;

const statusByState: Partial<Record<JobState | 'unknown', JobStatus>> = {
  active: 'running',
  completed: 'succeeded',
  failed: 'failed',
};

/**
 * BullMQ on Redis: the same jobs, run by any process with workers (`dist/worker.js`). Step
 * records stay in the database, so a retry on another machine still skips what was paid for.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq';
  readonly #registry = new JobRegistry();
  readonly #options: Required<BullJobQueueOptions>;
  readonly #lib: BullMq;
  readonly #queue: Queue;
  #worker: Worker | undefined;

  /** Use createBullJobQueue(), which loads BullMQ only when it is configured. */
  constructor(options: BullJobQueueOptions, lib: BullMq) {
    this.#options = { drainTimeoutMs: 5_000, ...options };
    this.#lib = lib;
    this.#queue = new lib.Queue(QUEUE_NAME, {
      connection: { url: options.redisUrl },
      prefix: options.prefix,
    });
    this.#queue.on('error', (error) => this.#options.log.warn({ err: error }, 'job queue error'));
  }

  register(...jobs: AnyJobDefinition[]): void {
    this.#registry.register(...jobs);
  }

  async enqueue<P>(
    job: JobDefinition<P, unknown>,
    payload: P,
    options: EnqueueOptions = {},
  ): Promise<{ id: string }> {
    const { data, id } = this.#registry.accept(job, payload, options);
    await this.#queue.add(job.name, JSON.parse(JSON.stringify(data)), {
      jobId: id,
      attempts: job.maxAttempts,
      backoff: { type: 'exponential', delay: job.backoffMs },
      priority: rankedPriority(job, options.rank),
      ...(options.delayMs ? { delay: options.delayMs } : {}),
      removeOnComplete: { age: RETENTION_SECONDS },
      removeOnFail: { age: RETENTION_SECONDS },
    });
    return { id };
  }

  async get(id: string): Promise<JobInfo | undefined> {
    const job = await this.#queue.getJob(id);
    if (!job) return undefined;
    const state = await job.getState();
    return {
      id,
      name: job.name,
      status: statusByState[state] ?? 'queued',
      attempts: job.attemptsStarted,
      lastError: job.failedReason || undefined,
      result: job.returnvalue ?? undefined,
    };
  }

  start(): void {
    if (this.#worker) return;
    const worker = new this.#lib.Worker(
      QUEUE_NAME,
      (job, _token, signal) => this.#process(job, signal),
      {
        connection: { url: this.#options.redisUrl, maxRetriesPerRequest: null },
        prefix: this.#options.prefix,
        concurrency: this.#options.concurrency,
        maxStalledCount: 1,
      },
    );
    worker.on('error', (error) => this.#options.log.warn({ err: error }, 'job worker error'));
    worker.on('failed', (job, error) => {
      if (job && STALLED_FOR_GOOD.test(error.message)) void this.#stalledForGood(job, error);
    });
    this.#worker = worker;
    this.#options.log.info({ concurrency: this.#options.concurrency }, 'BullMQ job worker started');
    void this.#pruneSteps();
  }

  async stop(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), this.#options.drainTimeoutMs);
      });
      const closed = worker.close();
      // Past the drain time its jobs count as stalled: another worker takes them over.
      if ((await Promise.race([closed, timeout])) === 'timeout') await worker.close(true);
      clearTimeout(timer);
    }
    await this.#queue.close();
  }

  /** Waits (in real time: Redis has no test clock) until nothing is waiting, delayed or running. */
  async runUntilIdle(): Promise<void> {
    this.start();
    const worker = this.#worker!;
    for (;;) {
      const counts = await this.#queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed');
      if (Object.values(counts).every((count) => count === 0)) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          worker.off('completed', done).off('failed', done);
          resolve();
        };
        const timer = setTimeout(done, 50);
        worker.on('completed', done).on('failed', done);
      });
    }
  }

  async #process(bullJob: Job, signal: AbortSignal | undefined): Promise<unknown> {
    const job = this.#registry.get(bullJob.name);
    if (!job) throw new Error(`No worker here knows the job "${bullJob.name}"`);
    const attempt = bullJob.attemptsMade + 1;
    const maxAttempts = bullJob.opts.attempts ?? 1;
    const log = this.#options.log.child({ job: job.name, jobId: bullJob.id, attempt });
    const outcome = await runAttempt({
      job,
      jobId: bullJob.id!,
      payload: bullJob.data,
      attempt,
      maxAttempts,
      app: this.#options.app,
      db: this.#options.db,
      clock: this.#options.clock,
      log,
      signal: signal ?? new AbortController().signal,
    });
    if (outcome.ok) return JSON.parse(outcome.resultJson);
    if (!outcome.permanent && attempt < maxAttempts) {
      log.warn({ err: outcome.error }, 'job attempt failed, will retry');
      throw outcome.error;
    }
    log.error({ err: outcome.error }, 'job failed for good');
    await this.#onFailed(job, bullJob, log, attempt, outcome.error);
    throw new this.#lib.UnrecoverableError(outcome.error.message);
  }

  async #stalledForGood(bullJob: Job, error: Error): Promise<void> {
    const job = this.#registry.get(bullJob.name);
    if (!job) return;
    const log = this.#options.log.child({ job: job.name, jobId: bullJob.id });
    log.error({ err: error }, 'job failed for good: its workers kept stopping');
    await this.#onFailed(job, bullJob, log, bullJob.attemptsStarted, error);
  }

  #onFailed(
    job: AnyJobDefinition,
    bullJob: Job,
    log: FastifyBaseLogger,
    attempts: number,
    error: Error,
  ): Promise<void> {
    return runOnFailed({
      job,
      jobId: bullJob.id!,
      payload: bullJob.data,
      app: this.#options.app,
      log,
      attempts,
      error,
    });
  }

  async #pruneSteps(): Promise<void> {
    const before = new Date(this.#options.clock.now().getTime() - RETENTION_SECONDS * 1000);
    await deleteStepsBefore(this.#options.db, toDbTime(before)).catch((error: unknown) => {
      this.#options.log.warn({ err: error }, 'could not delete old job step records');
    });
  }
}

export async function createBullJobQueue(options: BullJobQueueOptions): Promise<BullJobQueue> {
  return new BullJobQueue(options, await import('bullmq'));
}
