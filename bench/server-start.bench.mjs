// Time from process start to the first 200 of /api/health, and the idle memory that follows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
      metric: 'idle RSS after start and a few requests',
      value: rss,
      unit: 'MB',
      target: 150,
      better: 'lower',
    },
  ];
}
