import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../platform/service-context.js';
import { EXAMPLES, EXAMPLES_VERSION, exampleUuid } from './example-catalogue.js';
import { seedExamplesJob } from './example-seed.js';
import { countExisting } from './example-stories.repo.js';

// The example stories' job is registered with the app's queue, and enqueued once the server is
// ready when any are missing (example-seed.ts makes them).

async function examplesMissing(ctx: Pick<ServiceContext, 'db'>): Promise<boolean> {
  return (await countExisting(ctx.db, EXAMPLES.map(exampleUuid))) < EXAMPLES.length;
}

export function registerExampleStories(app: FastifyInstance): void {
  app.jobs.register(seedExamplesJob);
  // API replicas (RUN_WORKERS=false) leave it to the processes that run jobs.
  if (!app.config.runWorkers) return;
  app.addHook('onReady', async () => {
    try {
      if (!(await examplesMissing(app.services))) return;
      const payload = { version: EXAMPLES_VERSION };
      await app.jobs.enqueue(seedExamplesJob, payload, { jobKey: `v${EXAMPLES_VERSION}` });
    } catch (error) {
      app.log.error({ err: error }, 'could not start making the example stories');
    }
  });
}
