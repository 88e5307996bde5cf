// Time from process start to the first 200 of /api/health, and the idle memory that follows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLES } from '../apps/server/src/modules/library/examples/example-catalogue.ts';
import { examplesMade } from './lib/library-data.mjs';
import { startServer, median } from './lib/server.mjs';

export const title = 'Server start and idle memory';

export async function run() {
  const cold = [];
  const warm = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'monstory-bench-warm-'));
  for (let i = 0; i < 5; i += 1) {
    const fresh = await startServer();
    cold.push(fresh.startMs);
    await fresh.stop();
    const again = await startServer({ dataDir });
    warm.push(again.startMs);
    await again.stop({ keepData: true });
  }
  rmSync(dataDir, { recursive: true, force: true });

  const idle = await startServer();
  // A fresh start makes the example stories, a job in a worker thread that ends with it: the
  // server is idle once they are all in the library.
  const seeding = Date.now();
  await examplesMade(idle.baseURL, EXAMPLES.length);
  const seedingMs = Date.now() - seeding;
  for (let i = 0; i < 20; i += 1) await fetch(`${idle.baseURL}/api/health`).then((r) => r.text());
  await fetch(`${idle.baseURL}/`).then((r) => r.text());
  await new Promise((r) => setTimeout(r, 3000));
  const rss = idle.rssMb();
  await idle.stop();

  return [
    {
      metric: 'start → first 200 of /api/health, fresh data folder (median of 5)',
      value: median(cold),
      unit: 'ms',
      target: 1500,
      better: 'lower',
    },
    {
      metric: 'start → first 200 of /api/health, existing database (median of 5)',
      value: median(warm),
      unit: 'ms',
      target: 1500,
      better: 'lower',
    },
    {
      metric: 'first 200 of /api/health → every example story in the library, fresh data folder',
      value: seedingMs,
      unit: 'ms',
    },
    {
      metric: 'idle RSS after start and a few requests',
      value: rss,
      unit: 'MB',
      target: 150,
      better: 'lower',
    },
  ];
}

export const notes =
  'Idle RSS is read 3 s after the example stories of a fresh start are all made and 21 more requests (20 × /api/health, 1 × Home). What an idle server does not need loads on first use from chunk files beside main.js (apps/server/build.mjs splits at each import()): the offline story engine and illustrator on the API thread (they run in a worker), the AI SDK, the common-password lists, web-push and nodemailer. The example stories are made in a worker thread that ends with the job, not on the API thread, whose memory kept the engines and what they built (about 35 MB).';
