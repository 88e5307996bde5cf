import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  baseURL: string;
  /** The address the browser should use: `baseURL`, or the `publicHost` one (see startServer). */
  publicURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '../..');
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once /api/health answers 200; rejects if the process exits first or 20 s pass. */
async function waitUntilHealthy(child: ChildProcess, baseURL: string): Promise<void> {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not become healthy within 20 s:\n${log}`);
}

/**
 * Starts the production build (`npm run build` first) as a child process. With `publicHost`, the
 * app believes it is served as http://{publicHost}:{port} (PUBLIC_URL); the browser must then
 * resolve that name to 127.0.0.1 itself (Chromium's --host-resolver-rules).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { publicHost?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const publicURL = options.publicHost ? `http://${options.publicHost}:${port}` : baseURL;
  const dataDir = mkdtempSync(join(tmpdir(), 'monstory-e2e-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(options.publicHost ? { PUBLIC_URL: publicURL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitUntilHealthy(child, baseURL);
  return {
    baseURL,
    publicURL,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
