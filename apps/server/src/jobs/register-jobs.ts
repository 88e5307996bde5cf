import type { App } from '../app.js';
import { createJobQueue } from './create-job-queue.js';
import type { JobQueue } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Decorates app.jobs. With RUN_WORKERS (the default) this process also runs jobs, from the
 * moment the app is ready — after every module has registered its jobs. On close, running jobs
 * finish or are handed back before the event bus and the database go away (onClose hooks run
 * in reverse order, so register this after them).
 */
export async function registerJobs(app: App): Promise<void> {
  const jobs = await createJobQueue(app);
  app.decorate('jobs', jobs);
  if (app.config.runWorkers) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
}
