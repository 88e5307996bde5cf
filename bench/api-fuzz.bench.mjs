// The API fuzz test (apps/server/src/platform/openapi/api-fuzz.test.ts) as a measurement: how
// many malformed requests it sends to how many operations of the OpenAPI document, how many of
// them failed with a server error or hang, and what the walk costs. It runs in-process through
// app.inject on SQLite, so it needs no build.
import { execFileSync } from 'node:child_process';
import { repoRoot } from './lib/server.mjs';

export const title = 'Abuse: the API under malformed requests (OpenAPI fuzz test)';

const TEST_FILE = 'apps/server/src/platform/openapi/api-fuzz.test.ts';

function runFuzz() {
  const options = {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  };
  const args = ['vitest', 'run', '--project', 'server:sqlite', TEST_FILE];
  try {
    return execFileSync('npx', args, options);
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
}

export async function run() {
  const started = performance.now();
  const output = runFuzz();
  const seconds = (performance.now() - started) / 1000;
  const fuzz = /api fuzz: (\d+) requests over (\d+) operations, ([\d.]+) s of CPU/.exec(output);
  const failed = Number(/Tests\s+(\d+) failed/.exec(output)?.[1] ?? 0);
  if (!fuzz) throw new Error(`the fuzz test printed no count:\n${output.slice(-2000)}`);
  return [
    { metric: 'malformed requests sent', value: Number(fuzz[1]), unit: '' },
    { metric: 'operations walked', value: Number(fuzz[2]), unit: '' },
    {
      metric: 'operations with a 5xx or a hang',
      value: failed,
      unit: '',
      target: 0,
      better: 'lower',
    },
    { metric: 'CPU time of the test process', value: Number(fuzz[3]), unit: 's' },
    { metric: 'wall time, with vitest start', value: seconds, unit: 's' },
  ];
}

export const notes =
  'Every operation in docs/openapi.json, better-auth’s under /api/auth included, gets bodies of ' +
  'wrong types, with fields missing, huge (200 KB strings, 1.1 MB bodies) and deep (10,000 ' +
  'levels), prototype keys, NUL, path traversal and seeded fast-check values, in path ' +
  'parameters, queries and bodies: without a session (a sample, where the route needs one) and ' +
  'with a guest’s or verified user’s session that owns a story. A 5xx, or an answer not started ' +
  'within 15 s, fails the test.';
