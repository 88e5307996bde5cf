import type { App } from '../app.js';
import type { SettableClock } from '../platform/clock.js';
import { DbJobQueue } from './db-job-queue.js';

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

/** A promise with its resolve function outside: lets a test hold a handler mid-run. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
