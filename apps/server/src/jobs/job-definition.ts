import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app.js';
import type { ServiceContext } from '../platform/service-context.js';

/** What a handler gets besides its payload. */
export interface JobContext {
  /** What a handler passes to services, as a route does (platform/service-context.ts). */
  services: ServiceContext;
  /** The whole app, for what is not a service's (prefer `services`). */
  app: App;
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  /** Aborted when the attempt times out, the runner stops, or another runner took the job over. */
  signal: AbortSignal;
  /**
   * Runs `fn` once per job: its JSON result is recorded under `key`, and a later attempt of the
   * same job gets the recorded result back instead of running `fn` again. Wrap every paid or
   * expensive call in one. Results must be JSON (store large bytes in media, return the key).
   */
  step<T>(key: string, fn: () => Promise<T>): Promise<T>;
}

/** What `onFailed` gets once a job has failed for good. */
export interface JobFailureContext {
  services: ServiceContext;
  app: App;
  jobId: string;
  attempts: number;
  log: FastifyBaseLogger;
  error: Error;
}

export interface JobSpec<S extends z.ZodType, R> {
  /** Unique, stable across releases (stored with queued jobs): `story.generate-text`. */
  name: string;
  payload: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<R>;
  /**
   * Called once when the job has failed for good (attempts exhausted, a PermanentJobError, or
   * its worker died during the last attempt): refund here. It runs at least once — make it
   * idempotent (a ledger idempotency key).
   */
  onFailed?: (payload: z.output<S>, ctx: JobFailureContext) => Promise<void>;
  /** Default 3. */
  maxAttempts?: number;
  /** Per attempt; the signal aborts and the attempt fails. Default 10 minutes. */
  timeoutMs?: number;
  /** Wait before the first retry, doubled for each further one. Default 5 s. */
  backoffMs?: number;
  /** 1 runs first … 100 runs last. Default 50. */
  priority?: number;
}

export interface JobDefinition<P = unknown, R = unknown> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly handler: (payload: P, ctx: JobContext) => Promise<R>;
  readonly onFailed: ((payload: P, ctx: JobFailureContext) => Promise<void>) | undefined;
  readonly maxAttempts: number;
  readonly timeoutMs: number;
  readonly backoffMs: number;
  readonly priority: number;
}

/** A job definition with any payload: what registries and queues hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payload types differ per job
export type AnyJobDefinition = JobDefinition<any, unknown>;

/** Thrown by a handler when retrying cannot help (the story was deleted): fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
}

const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

function bounded(
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
  what: string,
) {
  const result = value ?? fallback;
  if (!Number.isInteger(result) || result < min || result > max) {
    throw new RangeError(`${what} must be an integer between ${min} and ${max}`);
  }
  return result;
}

export function defineJob<S extends z.ZodType, R>(
  spec: JobSpec<S, R>,
): JobDefinition<z.output<S>, R> {
  if (!JOB_NAME.test(spec.name)) {
    throw new TypeError(
      `Job name "${spec.name}" must be dotted kebab-case, like story.generate-text`,
    );
  }
  return Object.freeze({
    name: spec.name,
    payload: spec.payload as z.ZodType<z.output<S>>,
    handler: spec.handler,
    onFailed: spec.onFailed,
    maxAttempts: bounded(spec.maxAttempts, 3, 1, 100, `${spec.name}: maxAttempts`),
    timeoutMs: bounded(spec.timeoutMs, 10 * 60_000, 1, 24 * 3_600_000, `${spec.name}: timeoutMs`),
    backoffMs: bounded(spec.backoffMs, 5_000, 0, 3_600_000, `${spec.name}: backoffMs`),
    priority: bounded(spec.priority, 50, 1, 100, `${spec.name}: priority`),
  });
}

const MAX_RETRY_DELAY_MS = 6 * 3_600_000;

/** The wait after failed attempt number `attempt` (1-based) before the next one. */
export function retryDelayMs(job: AnyJobDefinition, attempt: number): number {
  return Math.min(job.backoffMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}
