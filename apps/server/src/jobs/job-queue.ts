import type { AnyJobDefinition, JobDefinition } from './job-definition.js';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface EnqueueOptions {
  /**
   * Idempotency: while a job of this kind with this key exists (in any state, for 7 days after
   * it finished), enqueueing it again returns that job instead of making another. Letters,
   * digits, `.`, `_`, `-` and `/`; e.g. the story id.
   */
  jobKey?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /**
   * Fair turns between accounts: how many jobs of the same account are ahead of this one (its
   * other stories still being made). See rankedPriority; the embedded runner also never gives
   * a ranked job its last free slot, keeping it for someone else's first job.
   */
  rank?: number;
}

/** Priority steps one job of the same account ahead adds: a second story waits behind others' first pictures. */
export const RANK_STEP = 10;
const MAX_RANK = 10_000;

/**
 * The priority a job runs at (lower runs first): the job's own, lowered by each job of the same
 * account ahead of it. A burst of one account then takes turns with the first jobs of others
 * instead of going first in, first out; BullMQ orders by the same number.
 */
export function rankedPriority(job: AnyJobDefinition, rank = 0): number {
  const turns = Math.min(MAX_RANK, Math.max(0, Math.floor(rank)));
  return job.priority + turns * RANK_STEP;
}

export interface JobInfo {
  id: string;
  name: string;
  status: JobStatus;
  /** Attempts started so far. */
  attempts: number;
  lastError: string | undefined;
  /** The handler's return value once succeeded. */
  result: unknown;
}

/**
 * Background work, behind one interface: the embedded runner (job state in the database) or
 * BullMQ on Redis. Register every job a module defines in its plugin, so that any process
 * running workers knows how to run it.
 */
export interface JobQueue {
  readonly kind: 'embedded' | 'bullmq';
  register(...jobs: AnyJobDefinition[]): void;
  /** Validates the payload (throws on a bad one: that is a bug in the caller). */
  enqueue<P>(
    job: JobDefinition<P, unknown>,
    payload: P,
    options?: EnqueueOptions,
  ): Promise<{ id: string }>;
  get(id: string): Promise<JobInfo | undefined>;
  /** Starts taking jobs. Without it, jobs wait (another process may run them). */
  start(): void;
  /** Takes no more jobs; waits for running ones up to a drain timeout, then hands them back. */
  stop(): Promise<void>;
  /** For tests: runs every due job (and those they enqueue) to the end. */
  runUntilIdle(): Promise<void>;
}

const JOB_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

/**
 * The id of a keyed job: the same for every provider (BullMQ forbids ':' and bare integers in
 * custom ids), scoped by the job's name so two kinds of job can share a key such as a story id.
 */
export function jobIdFor(job: AnyJobDefinition, jobKey: string): string {
  if (!JOB_KEY.test(jobKey)) {
    throw new TypeError(
      `jobKey "${jobKey}" may only use letters, digits, '.', '_', '-' and '/' (at most 200)`,
    );
  }
  return `${job.name}/${jobKey}`;
}
