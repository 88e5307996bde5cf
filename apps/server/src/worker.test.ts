import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnNode, type Cleanup } from './bundle.testing.js';
import { createTestSchema, makeTempDir, testDatabaseKind } from './test/test-database.js';

// dist/worker.js as `npm run build` makes it: a process that runs jobs and serves no HTTP.

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const DEADLINE_MS = 20_000;
const TEST_TIMEOUT_MS = DEADLINE_MS + 5_000;
const buildDir = path.join(serverDir, 'dist', `test-worker-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  await promisify(execFile)(
    process.execPath,
    ['build.mjs', `--outfile=${path.join(buildDir, 'main.js')}`],
    { cwd: serverDir },
  );
}, TEST_TIMEOUT_MS);
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

async function workerEnv(cleanup: Cleanup, extra: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  const dataDir = makeTempDir();
  cleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATA_DIR: dataDir, ...extra };
  if (testDatabaseKind() === 'postgres') {
    const schema = await createTestSchema();
    cleanup(() => schema.drop());
    env.DATABASE_URL = schema.url;
  }
  return env;
}

/** Starts the worker, waits for its ready line, stops it with SIGTERM; returns the exit code. */
async function runWorker(env: NodeJS.ProcessEnv, cleanup: Cleanup) {
  const { child, exited, stderr } = spawnNode(
    [path.join(buildDir, 'worker.js')],
    serverDir,
    env,
    cleanup,
  );
  const ready = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.includes('Monstory worker is running')) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${stderr()}`)));
  });
  child.kill('SIGTERM');
  const code = await exited;
  return { ready, code, stderr: stderr() };
}

describe.concurrent('worker process', { timeout: TEST_TIMEOUT_MS }, () => {
  it('runs the embedded runner on the database and stops on SIGTERM with exit code 0', async ({
    onTestFinished,
  }) => {
    const env = await workerEnv(onTestFinished, { RUN_WORKERS: 'false' });
    const { ready, code, stderr } = await runWorker(env, onTestFinished);
    // RUN_WORKERS=false is for API replicas: the worker process runs jobs whatever it says.
    expect(JSON.parse(ready).msg).toBe('Monstory worker is running (embedded jobs)');
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'takes its jobs from BullMQ when REDIS_URL is set',
    async ({ onTestFinished }) => {
      const prefix = `monstory-test-worker-${process.pid}`;
      onTestFinished(async () => {
        const redis = new Redis(process.env.TEST_REDIS_URL!);
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      });
      const env = await workerEnv(onTestFinished, {
        REDIS_URL: process.env.TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
      });
      const { ready, code, stderr } = await runWorker(env, onTestFinished);
      expect(JSON.parse(ready).msg).toBe('Monstory worker is running (bullmq jobs)');
      expect(code).toBe(0);
      expect(stderr).toBe('');
    },
  );
});
