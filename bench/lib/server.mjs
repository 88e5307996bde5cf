// Starts the production server for a benchmark and measures how long it takes to answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

export async function startServer(options = {}) {
  const { dataDir, env = {} } = options;
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'monstory-bench-'));
  const started = process.hrtime.bigint();
  // BENCH_SERVER_ENTRY runs another bundle of the server (build.mjs --outfile) than dist/main.js.
  const entry = process.env.BENCH_SERVER_ENTRY ?? join(repoRoot, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    // BENCH_SERVER_LOGS=1 shows the server's warnings and errors (pino writes to stdout).
    stdio: ['ignore', process.env.BENCH_SERVER_LOGS ? 'inherit' : 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  const startMs = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    baseURL,
    pid: child.pid,
    dataDir: dir,
    startMs,
    /** CPU time the server process has used so far (user + system), from /proc. */
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    },
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
