import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { App } from '../app.js';
import { toDbTime } from '../db/columns.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../platform/clock.js';
import {
  claimJob,
  deleteFinishedJobs,
  findClaimable,
  findJob,
  insertJobIfAbsent,
  updateLockedJob,
  type JobRow,
} from './db-jobs.repo.js';
import { runAttempt, runOnFailed } from './job-attempt.js';
import { retryDelayMs, type AnyJobDefinition, type JobDefinition } from './job-definition.js';
import {
  RANK_STEP,
  rankedPriority,
  type EnqueueOptions,
  type JobInfo,
  type JobQueue,
} from './job-queue.js';
import { JobRegistry } from './job-registry.js';

export interface DbJobQueueOptions {
  app: App;
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  concurrency: number;
  /** How often to look for due jobs besides the kick on enqueue. Default 1 s. */
  pollIntervalMs?: number;
  /** A running job's lease, renewed every third of it. Default 30 s. */
  leaseMs?: number;
  /** How long stop() waits for running jobs before handing them back. Default 5 s. */
  drainTimeoutMs?: number;
  /** Finished jobs are kept this long (their key stays taken). Default 7 days. */
  retentionMs?: number;
}

interface RunningJob {
  row: JobRow;
  lockedBy: string;
  controller: AbortController;
  done: Promise<void>;
}

const PRUNE_EVERY_MS = 3_600_000;

/**
 * The embedded runner: job state lives in the `jobs` table, so a restarted process takes over
 * jobs whose lease ran out — it resumes them (their recorded steps are not repeated) or, when
 * that was the last attempt, fails them and calls onFailed. Several processes may share one
 * database: a claim is a conditional update, and every later write names the lock it holds.
 */
export class DbJobQueue implements JobQueue {
  readonly kind = 'embedded';
  readonly #registry = new JobRegistry();
  readonly #running = new Map<string, RunningJob>();
  readonly #runnerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  readonly #options: Required<DbJobQueueOptions>;
  #started = false;
  #dead = false;
  #pollTimer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #pumping: Promise<void> | undefined;
  #pumpAgain = false;
  #lastPrune = 0;

  constructor(options: DbJobQueueOptions) {
    this.#options = {
      pollIntervalMs: 1_000,
      leaseMs: 30_000,
      drainTimeoutMs: 5_000,
      retentionMs: 7 * 24 * 3_600_000,
      ...options,
    };
  }

  register(...jobs: AnyJobDefinition[]): void {
    this.#registry.register(...jobs);
    this.#pump();
  }

  registered(): AnyJobDefinition[] {
    return this.#registry.all();
  }

  get leaseMs(): number {
    return this.#options.leaseMs;
  }

  async enqueue<P>(
    job: JobDefinition<P, unknown>,
    payload: P,
    options: EnqueueOptions = {},
  ): Promise<{ id: string }> {
    const { data, id } = this.#registry.accept(job, payload, options);
    const now = this.#options.clock.now();
    await insertJobIfAbsent(this.#options.db, {
      id,
      name: job.name,
      payload: JSON.stringify(data),
      status: 'queued',
      priority: rankedPriority(job, options.rank),
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_after: toDbTime(new Date(now.getTime() + (options.delayMs ?? 0))),
      created_at: toDbTime(now),
      updated_at: toDbTime(now),
    });
    this.#pump();
    return { id };
  }

  async get(id: string): Promise<JobInfo | undefined> {
    const row = await findJob(this.#options.db, id);
    return (
      row && {
        id: row.id,
        name: row.name,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error ?? undefined,
        result: row.result === null ? undefined : JSON.parse(row.result),
      }
    );
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#dead = false;
    this.#options.log.info(
      { concurrency: this.#options.concurrency },
      'embedded job runner started',
    );
    this.#tick();
  }

  async stop(): Promise<void> {
    this.#started = false;
    clearTimeout(this.#pollTimer);
    await this.#pumping;
    const inFlight = [...this.#running.values()];
    if (inFlight.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, this.#options.drainTimeoutMs);
      });
      await Promise.race([Promise.allSettled(inFlight.map((entry) => entry.done)), timeout]);
      clearTimeout(timer);
    }
    await Promise.all([...this.#running.values()].map((entry) => this.#release(entry)));
    this.#running.clear();
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
  }

  /**
   * For tests: stops as a crash would — no more writes, leases left to run out. Handlers
   * still in flight are forgotten (their later results are ignored).
   */
  abandon(): void {
    this.#started = false;
    this.#dead = true;
    clearTimeout(this.#pollTimer);
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
    this.#running.clear();
  }

  async runUntilIdle(): Promise<void> {
    for (;;) {
      // A pump may hold a job it has claimed but not yet launched: ours would find none and
      // call the queue idle while that job is about to run.
      while (this.#pumping) await this.#pumping;
      await this.#fill();
      if (this.#running.size === 0 && !this.#pumping) return;
      if (this.#running.size > 0) {
        await Promise.race([...this.#running.values()].map((entry) => entry.done));
      }
    }
  }

  #tick(): void {
    if (!this.#started) return;
    this.#pump();
    void this.#pruneNow().finally(() => {
      if (!this.#started) return;
      this.#pollTimer = setTimeout(() => this.#tick(), this.#options.pollIntervalMs);
      this.#pollTimer.unref();
    });
  }

  async #pruneNow(): Promise<void> {
    const now = this.#options.clock.now().getTime();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    const before = toDbTime(new Date(now - this.#options.retentionMs));
    await deleteFinishedJobs(this.#options.db, before).catch((error: unknown) => {
      this.#options.log.warn({ err: error }, 'could not delete old finished jobs');
    });
  }

  /** Fills free slots now; one pump at a time, a request during one runs another after it. */
  #pump(): void {
    if (!this.#started) return;
    if (this.#pumping) {
      this.#pumpAgain = true;
      return;
    }
    this.#pumping = this.#fill()
      .catch((error: unknown) => this.#options.log.error({ err: error }, 'could not claim jobs'))
      .finally(() => {
        this.#pumping = undefined;
        if (this.#pumpAgain) {
          this.#pumpAgain = false;
          this.#pump();
        }
      });
  }

  async #fill(): Promise<void> {
    while (this.#running.size < this.#options.concurrency) {
      const claimed = await this.#claimNext();
      if (!claimed) return;
      this.#launch(claimed.row, claimed.exhausted);
    }
  }

  async #claimNext(): Promise<{ row: JobRow; exhausted: boolean } | undefined> {
    const names = this.#registry.names();
    if (names.length === 0 || this.#dead) return undefined;
    const now = this.#options.clock.now();
    const nowText = toDbTime(now);
    const lockedUntil = toDbTime(new Date(now.getTime() + this.#options.leaseMs));
    const candidates = await findClaimable(this.#options.db, names, nowText, 10);
    const lastSlot = this.#running.size === this.#options.concurrency - 1;
    for (const seen of candidates) {
      if (this.#running.has(seen.id)) continue;
      // A ranked job (an account's second story while its first is made) never takes the last
      // free slot: that one waits for another family's first job. With one slot it is no rule.
      if (lastSlot && this.#options.concurrency > 1 && this.#isRanked(seen)) continue;
      // Its worker died during the last attempt: nothing left to try.
      const exhausted = seen.status === 'running' && seen.attempts >= seen.max_attempts;
      const row = await claimJob(this.#options.db, seen, {
        lockedBy: `${this.#runnerId}/${randomUUID().slice(0, 8)}`,
        lockedUntil,
        attempts: exhausted ? seen.attempts : seen.attempts + 1,
        now: nowText,
      });
      if (row) return { row, exhausted };
    }
    return undefined;
  }

  #isRanked(seen: Pick<JobRow, 'name' | 'priority'>): boolean {
    const job = this.#registry.get(seen.name);
    return job !== undefined && seen.priority >= job.priority + RANK_STEP;
  }

  #launch(row: JobRow, exhausted: boolean): void {
    const controller = new AbortController();
    const entry: RunningJob = {
      row,
      lockedBy: row.locked_by ?? '',
      controller,
      done: Promise.resolve(),
    };
    entry.done = this.#execute(entry, exhausted)
      .catch((error: unknown) => {
        if (!this.#dead)
          this.#options.log.error({ err: error, jobId: row.id }, 'job bookkeeping failed');
      })
      .finally(() => {
        if (this.#running.get(row.id) === entry) this.#running.delete(row.id);
        if (this.#running.size === 0) {
          clearInterval(this.#heartbeat);
          this.#heartbeat = undefined;
        }
        this.#pump();
      });
    this.#running.set(row.id, entry);
    this.#heartbeat ??= setInterval(() => void this.#renewLeases(), this.#options.leaseMs / 3);
    this.#heartbeat.unref();
  }

  async #execute(entry: RunningJob, exhausted: boolean): Promise<void> {
    const { row } = entry;
    const job = this.#registry.get(row.name);
    if (!job) return;
    const log = this.#options.log.child({ job: row.name, jobId: row.id, attempt: row.attempts });
    const payload: unknown = JSON.parse(row.payload);
    if (exhausted) {
      const error = new Error('The worker stopped during the last attempt');
      await this.#failForGood(entry, job, payload, error, log);
      return;
    }
    const outcome = await runAttempt({
      job,
      jobId: row.id,
      payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      app: this.#options.app,
      db: this.#options.db,
      clock: this.#options.clock,
      log,
      signal: entry.controller.signal,
    });
    if (this.#dead || entry.controller.signal.aborted) return;
    const now = this.#options.clock.now();
    if (outcome.ok) {
      await this.#write(entry, {
        status: 'succeeded',
        result: outcome.resultJson,
        last_error: null,
      });
    } else if (!outcome.permanent && row.attempts < row.max_attempts) {
      const delay = retryDelayMs(job, row.attempts);
      log.warn({ err: outcome.error, retryInMs: delay }, 'job attempt failed, will retry');
      await this.#write(entry, {
        status: 'queued',
        run_after: toDbTime(new Date(now.getTime() + delay)),
        last_error: outcome.error.message,
      });
    } else {
      await this.#failForGood(entry, job, payload, outcome.error, log);
    }
  }

  async #failForGood(
    entry: RunningJob,
    job: AnyJobDefinition,
    payload: unknown,
    error: Error,
    log: FastifyBaseLogger,
  ): Promise<void> {
    // Still ours? (A runner that lost the lease must not refund what another one finishes.)
    if (!(await this.#renew(entry))) return;
    log.error({ err: error }, 'job failed for good');
    const { row } = entry;
    await runOnFailed({
      job,
      jobId: row.id,
      payload,
      app: this.#options.app,
      log,
      attempts: row.attempts,
      error,
    });
    await this.#write(entry, { status: 'failed', last_error: error.message });
  }

  /** Writes the outcome and lets go of the lock, if the job is still ours. */
  async #write(entry: RunningJob, values: Partial<JobRow>): Promise<void> {
    if (this.#dead) return;
    await updateLockedJob(this.#options.db, entry.row.id, entry.lockedBy, {
      ...values,
      locked_by: null,
      locked_until: null,
      updated_at: toDbTime(this.#options.clock.now()),
    });
  }

  async #renew(entry: RunningJob): Promise<boolean> {
    if (this.#dead) return false;
    const now = this.#options.clock.now().getTime();
    return updateLockedJob(this.#options.db, entry.row.id, entry.lockedBy, {
      locked_until: toDbTime(new Date(now + this.#options.leaseMs)),
    });
  }

  async #renewLeases(): Promise<void> {
    for (const entry of this.#running.values()) {
      const kept = await this.#renew(entry).catch(() => true);
      if (!kept) entry.controller.abort(new Error('Another runner took the job over'));
    }
  }

  /** Hands a job back without counting the attempt, so another runner starts it at once. */
  async #release(entry: RunningJob): Promise<void> {
    entry.controller.abort(new Error('The job runner is stopping'));
    await this.#write(entry, {
      status: 'queued',
      attempts: entry.row.attempts - 1,
      run_after: toDbTime(this.#options.clock.now()),
    }).catch((error: unknown) => {
      this.#options.log.warn({ err: error, jobId: entry.row.id }, 'could not hand a job back');
    });
  }
}
