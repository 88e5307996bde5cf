import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { HealthResponseSchema } from '@monstory/contracts/health';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnNode, type Cleanup } from './bundle.testing.js';
import { createTestSchema, makeTempDir, testDatabaseKind } from './test/test-database.js';

// These bundle the server with build.mjs, as `npm run build` does, and start the bundle as a
// child process. They run concurrently because most of their time is the child's start-up.

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const DEADLINE_MS = 20_000;
const TEST_TIMEOUT_MS = DEADLINE_MS + 5_000;

// Inside dist/ so the bundle's imports resolve from node_modules like the real build's do.
const buildDir = path.join(serverDir, 'dist', `test-${process.pid}-${Date.now()}`);
const bundle = path.join(buildDir, 'main.js');

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['build.mjs', `--outfile=${bundle}`], {
    cwd: serverDir,
  });
}, TEST_TIMEOUT_MS);
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), DEADLINE_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function serverEnv(cleanup: Cleanup): Promise<NodeJS.ProcessEnv> {
  const dataDir = makeTempDir();
  cleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
  };
  if (testDatabaseKind() === 'postgres') {
    const schema = await createTestSchema();
    cleanup(() => schema.drop());
    env.DATABASE_URL = schema.url;
  }
  return env;
}

function startServer(env: NodeJS.ProcessEnv, cleanup: Cleanup) {
  return spawnNode(['--enable-source-maps', bundle], serverDir, env, cleanup);
}

function waitForLog(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.includes(text)) {
        lines.close();
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before "${text}"`)));
  });
}

describe.concurrent('main', { timeout: TEST_TIMEOUT_MS }, () => {
  it('is bundled in one byte a character, so V8 keeps its source at half the size', () => {
    // Norwegian letters and quotes in a regular expression once made it two bytes a character.
    const source = fs.readFileSync(bundle, 'utf8');
    expect(source.search(/[\u0100-\uffff]/)).toBe(-1);
  });

  it('serves, then shuts down gracefully on SIGTERM with exit code 0', async ({
    onTestFinished,
  }) => {
    const env = await serverEnv(onTestFinished);
    const server = startServer(env, onTestFinished);
    await withDeadline(waitForLog(server.child, 'Monstory is running at'), 'the server to start');

    const response = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(response.status).toBe(200);
    expect(HealthResponseSchema.parse(await response.json()).database.kind).toBe(
      testDatabaseKind(),
    );

    server.child.kill('SIGTERM');
    expect(await withDeadline(server.exited, 'the server to exit')).toBe(0);
    expect(server.stderr()).toBe('');
  });

  // The password lists are CommonJS packages loaded on first use from a chunk of their own; the
  // source the other tests run from never shows how the bundle's import() hands them over.
  it('signs a family up, with the common-password lists loaded on first use', async ({
    onTestFinished,
  }) => {
    const env = await serverEnv(onTestFinished);
    const server = startServer(env, onTestFinished);
    await withDeadline(waitForLog(server.child, 'Monstory is running at'), 'the server to start');
    const signUp = (password: string) =>
      fetch(`http://127.0.0.1:${env.PORT}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${env.PORT}` },
        body: JSON.stringify({ email: `bundle-${password}@example.com`, password, name: 'Parent' }),
      });

    const weak = await signUp('passord123');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    const strong = await signUp('Tre-troll-under-brua');
    expect(strong.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await withDeadline(server.exited, 'the server to exit')).toBe(0);
  });

  it('refuses a bad variable with one clear line and exit code 1', async ({ onTestFinished }) => {
    const env = { ...(await serverEnv(onTestFinished)), PORT: 'abc' };
    const server = startServer(env, onTestFinished);
    expect(await withDeadline(server.exited, 'the server to exit')).toBe(1);
    expect(server.stderr().trim()).toBe(
      'Invalid environment: PORT must be an integer between 1 and 65535 (got "abc")',
    );
  });

  it('says so when the database cannot be reached', async ({ onTestFinished }) => {
    const env = {
      ...(await serverEnv(onTestFinished)),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    };
    const server = startServer(env, onTestFinished);
    expect(await withDeadline(server.exited, 'the server to exit')).toBe(1);
    expect(server.stderr()).toMatch(/^Monstory could not start: .*ECONNREFUSED/);
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  });
});

// Jobs survive a restart (docs/product.md#story-pipeline). The server is killed (SIGKILL: no
// shutdown, the story's job stays `running` under the dead process's lease) while a story's words
// are streaming, then started again on the same data; once the lease has run out (the test clock of
// NODE_ENV=test is moved, not waited for), the new process finishes the story.
describe('main after a crash', { timeout: 3 * DEADLINE_MS }, () => {
  async function waitUntilHealthy(base: string, exited: Promise<unknown>): Promise<void> {
    let gone = false;
    void exited.then(() => (gone = true));
    for (;;) {
      if (gone) throw new Error('the server exited before it answered');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function call(base: string, method: string, url: string, token?: string, body?: object) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} → ${response.status}: ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  /** Resolves once the story's event stream has delivered its first words. */
  async function firstWords(base: string, uuid: string, token: string): Promise<void> {
    const response = await fetch(`${base}/api/story/${uuid}/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`the stream ended before any words: ${seen}`);
      seen += decoder.decode(value, { stream: true });
      if (/"type":"delta"/.test(seen)) break;
    }
    await reader.cancel().catch(() => undefined);
  }

  it('finishes a story whose server was killed mid-generation, counting it once', async ({
    onTestFinished,
  }) => {
    const env: NodeJS.ProcessEnv = {
      ...(await serverEnv(onTestFinished)),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    };
    const base = `http://127.0.0.1:${env.PORT}`;

    // The offline engine spreads the words over 20 s, so the kill lands mid-story.
    const first = startServer({ ...env, OFFLINE_TEXT_STREAM_MS: '20000' }, onTestFinished);
    await withDeadline(waitUntilHealthy(base, first.exited), 'the server to start');
    const { token } = (await call(base, 'POST', '/api/auth/sign-in/anonymous', undefined, {})) as {
      token: string;
    };
    await call(base, 'POST', '/api/login', token, { language: 'en' });
    await call(base, 'POST', '/api/profile/accept-terms-and-conditions', token, {
      marketingOptIn: false,
    });
    const created = await call(base, 'POST', '/api/story', token, {
      age: 6,
      genre: 'ADVENTURE',
      length: 'SHORT',
      summary: 'A girl called Ada and her dog Pip find a map in the attic',
      addons: { images: false, audio: false, interactive: false },
    });
    const uuid = String(created.uuid);
    await withDeadline(firstWords(base, uuid, token), 'the first streamed words');
    first.child.kill('SIGKILL');
    expect(await withDeadline(first.exited, 'the killed server to exit')).toBeNull();

    const second = startServer({ ...env, OFFLINE_TEXT_STREAM_MS: '0' }, onTestFinished);
    await withDeadline(waitUntilHealthy(base, second.exited), 'the server to start again');
    const left = await call(base, 'GET', `/api/story/${uuid}`, token);
    expect(left.status).toBe('CREATING');
    // The dead process's lease (30 s) runs out; the new process takes the job over.
    await call(base, 'POST', '/api/dev/clock', undefined, { advanceMs: 31_000 });
    const finished = await withDeadline(
      (async () => {
        for (;;) {
          const story = await call(base, 'GET', `/api/story/${uuid}`, token);
          if (story.status !== 'CREATING') return story;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })(),
      'the story to be finished after the restart',
    );
    expect(finished.status).toBe('READY');
    expect((finished.paragraphs as unknown[]).length).toBeGreaterThan(0);
    const profile = await call(base, 'GET', '/api/profile', token);
    expect(profile.anonymousUser).toMatchObject({ storiesCreated: 1 });
    expect(profile.credits).toBe(0);
    second.child.kill('SIGTERM');
    expect(await withDeadline(second.exited, 'the server to exit')).toBe(0);
  });
});
