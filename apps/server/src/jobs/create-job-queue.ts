import type { App } from '../app.js';
import { createBullJobQueue } from './bullmq-job-queue.js';
import { DbJobQueue } from './db-job-queue.js';
import type { JobQueue } from './job-queue.js';

/** BullMQ when REDIS_URL is set, otherwise the embedded runner on the app's database. */
export async function createJobQueue(app: App): Promise<JobQueue> {
  const { config } = app;
  const common = {
    app,
    db: app.db,
    clock: app.clock,
    log: app.log.child({ component: 'jobs' }),
    concurrency: config.jobConcurrency,
    // Half the shutdown budget: the rest is for closing the server and the database.
    drainTimeoutMs: Math.floor(config.shutdownTimeoutMs / 2),
  };
  return config.redisUrl
    ? createBullJobQueue({
        ...common,
        redisUrl: config.redisUrl,
        prefix: `${config.redisPrefix}:jobs`,
      })
    : new DbJobQueue(common);
}
