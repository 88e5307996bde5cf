import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { App } from '../app.js';
import { toDbTime } from '../db/columns.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../platform/clock.js';
import {
  JobTimeoutError,
  PermanentJobError,
  type AnyJobDefinition,
  type JobContext,
} from './job-definition.js';
import { findStep, saveStep } from './job-steps.repo.js';

// One run of a handler, the same for every provider: payload check, step records, timeout.

export interface AttemptInput {
  job: AnyJobDefinition;
  jobId: string;
  /** The stored payload (parsed JSON), checked against the job's schema again. */
  payload: unknown;
  attempt: number;
  maxAttempts: number;
  app: App;
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The runner's own reasons to stop the attempt (shutdown, lost lease). */
  signal: AbortSignal;
}

export type AttemptOutcome =
  { ok: true; resultJson: string } | { ok: false; error: Error; permanent: boolean };

export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

function stepRunner(input: AttemptInput): JobContext['step'] {
  return async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    if (!key || key.length > 200) throw new TypeError('A step key must have 1 to 200 characters');
    const recorded = await findStep(input.db, input.jobId, key);
    if (recorded) return JSON.parse(recorded.result) as T;
    const json = JSON.stringify((await fn()) ?? null);
    await saveStep(input.db, {
      job_id: input.jobId,
      key,
      result: json,
      created_at: toDbTime(input.clock.now()),
    });
    // The same value a retry would read back, so the first run cannot depend on non-JSON data.
    return JSON.parse(json) as T;
  };
}

async function race<T>(work: Promise<T>, controller: AbortController, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    const onAbort = () => reject(toError(controller.signal.reason));
    if (controller.signal.aborted) onAbort();
    controller.signal.addEventListener('abort', onAbort, { once: true });
    timer = setTimeout(
      () => controller.abort(new JobTimeoutError(`Timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
  });
  try {
    return await Promise.race([work, stopped]);
  } finally {
    clearTimeout(timer);
  }
}

export async function runAttempt(input: AttemptInput): Promise<AttemptOutcome> {
  const { job } = input;
  const parsed = job.payload.safeParse(input.payload);
  if (!parsed.success) {
    const error = new PermanentJobError(
      `The payload does not match the job's schema: ${parsed.error.message}`,
    );
    return { ok: false, error, permanent: true };
  }
  const controller = new AbortController();
  const forward = () => controller.abort(input.signal.reason);
  if (input.signal.aborted) forward();
  input.signal.addEventListener('abort', forward, { once: true });
  const ctx: JobContext = {
    services: input.app.services,
    app: input.app,
    jobId: input.jobId,
    attempt: input.attempt,
    maxAttempts: input.maxAttempts,
    log: input.log,
    signal: controller.signal,
    step: stepRunner(input),
  };
  try {
    const result = await race(job.handler(parsed.data, ctx), controller, job.timeoutMs);
    return { ok: true, resultJson: JSON.stringify(result ?? null) };
  } catch (caught) {
    const error = toError(caught);
    return { ok: false, error, permanent: error instanceof PermanentJobError };
  } finally {
    input.signal.removeEventListener('abort', forward);
    // Whatever the handler still has in flight (a fetch, a worker thread) is told to stop.
    if (!controller.signal.aborted) controller.abort(new Error('The attempt is over'));
  }
}

/** Runs a job's onFailed hook; a hook that throws is logged, never retried forever. */
export async function runOnFailed(
  input: Pick<AttemptInput, 'job' | 'jobId' | 'payload' | 'app' | 'log'> & {
    attempts: number;
    error: Error;
  },
): Promise<void> {
  const { job } = input;
  if (!job.onFailed) return;
  const parsed = job.payload.safeParse(input.payload);
  if (!parsed.success) {
    input.log.error({ jobId: input.jobId }, 'job failed with a payload onFailed cannot read');
    return;
  }
  try {
    await job.onFailed(parsed.data, {
      services: input.app.services,
      app: input.app,
      jobId: input.jobId,
      attempts: input.attempts,
      log: input.log,
      error: input.error,
    });
  } catch (error) {
    input.log.error({ err: error, jobId: input.jobId }, 'onFailed hook of a failed job threw');
  }
}
