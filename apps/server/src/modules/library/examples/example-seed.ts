import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inProcessEngines } from '../../../ai/providers/offline-engines.js';
import { defineJob } from '../../../jobs/job-definition.js';
import { isSafeName } from '../../safety/gate/index.js';
import { libraryChanged } from '../library-caches.js';
import { EXAMPLES, EXAMPLES_VERSION, exampleUuid } from './example-catalogue.js';
import { makeExampleStory } from './example-story.js';
import { ensureExamplesUser } from './system-user.js';

// Example stories on a fresh start: a job, enqueued once the server is ready by each process that
// runs jobs, makes whichever examples are missing. The server answers at once; the examples
// appear within a second or so. The offline engines take a few milliseconds a call (bench/
// story-engine, bench/illustrator), so the job runs them on this thread between awaits instead
// of starting a worker thread for a one-time job. Narration is left out: it would keep the
// narrator's worker busy for half a minute on every fresh install.

export const seedExamplesJob = defineJob({
  name: 'library.seed-examples',
  payload: z.object({ version: z.number().int() }),
  maxAttempts: 3,
  priority: 90,
  handler: async (_payload, ctx) => {
    const { app } = ctx;
    await ensureExamplesUser(app.db, app.clock.now());
    const engines = inProcessEngines(isSafeName);
    let made = 0;
    for (const spec of EXAMPLES) {
      if (ctx.signal.aborted) throw new Error('stopped while making the example stories');
      if (await makeExampleStory(app, engines, spec)) made += 1;
    }
    if (made > 0) {
      libraryChanged(app);
      ctx.log.info({ made }, 'made the example stories');
    }
    return { made };
  },
});

async function examplesMissing(app: FastifyInstance): Promise<boolean> {
  const rows = await app.db
    .selectFrom('stories')
    .select('uuid')
    .where('uuid', 'in', EXAMPLES.map(exampleUuid))
    .execute();
  return rows.length < EXAMPLES.length;
}

export function registerExampleStories(app: FastifyInstance): void {
  app.jobs.register(seedExamplesJob);
  // API replicas (RUN_WORKERS=false) leave it to the processes that run jobs.
  if (!app.config.runWorkers) return;
  app.addHook('onReady', async () => {
    try {
      if (!(await examplesMissing(app))) return;
      const payload = { version: EXAMPLES_VERSION };
      await app.jobs.enqueue(seedExamplesJob, payload, { jobKey: `v${EXAMPLES_VERSION}` });
    } catch (error) {
      app.log.error({ err: error }, 'could not start making the example stories');
    }
  });
}
