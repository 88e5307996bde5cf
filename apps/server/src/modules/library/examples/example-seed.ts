import { z } from 'zod';
import { inProcessEngines, workerEngines } from '../../../ai/providers/offline-engines.js';
import { defineJob } from '../../../jobs/job-definition.js';
import { isSafeName } from '../../../safety-gate/index.js';
import { libraryChanged } from '../library-caches.js';
import { EXAMPLES } from './example-catalogue.js';
import { makeExampleStory } from './example-story.js';
import { ensureExamplesUser } from './system-user.repo.js';

// Example stories on a fresh start: a job, enqueued once the server is ready by each process that
// runs jobs, makes whichever examples are missing. The server answers at once; the examples
// appear within a second or so. The offline engines take a few milliseconds a call (bench/
// story-engine, bench/illustrator); the job runs them in a worker thread of its own that ends
// with it, not in the app's (kept alive) nor on this thread, whose memory would keep what the
// engines loaded. Narration is left out: it would keep the narrator's worker busy for half a
// minute on every fresh install.

export const seedExamplesJob = defineJob({
  name: 'library.seed-examples',
  payload: z.object({ version: z.number().int() }),
  maxAttempts: 3,
  priority: 90,
  handler: async (_payload, ctx) => {
    const { services } = ctx;
    await ensureExamplesUser(services.db, services.clock.now());
    // Ended once the examples are made: an idle fresh server keeps about 35 MB less.
    const engines =
      services.config.ai.offlineEngineWorkers > 0 ? workerEngines(1) : inProcessEngines(isSafeName);
    let made = 0;
    try {
      for (const spec of EXAMPLES) {
        if (ctx.signal.aborted) throw new Error('stopped while making the example stories');
        if (await makeExampleStory(services, engines, spec)) made += 1;
      }
    } finally {
      await engines.close();
    }
    if (made > 0) {
      libraryChanged(services);
      ctx.log.info({ made }, 'made the example stories');
    }
    return { made };
  },
});
