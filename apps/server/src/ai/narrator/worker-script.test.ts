import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGoodNarration } from './narration-checks.js';
import { createNarrator } from './narrator.js';
import { narratorWorkerScript } from './worker-script.js';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
// Inside dist/ so the bundle's imports resolve from node_modules like the real build's do.
const buildDir = path.join(serverDir, 'dist', `test-narrator-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['build.mjs', `--outfile=${buildDir}/main.js`], {
    cwd: serverDir,
  });
}, 60_000);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe('narratorWorkerScript', () => {
  it('finds narrator-worker.js beside the production bundle', async () => {
    const script = await narratorWorkerScript(pathToFileURL(path.join(buildDir, 'main.js')).href);
    expect(fileURLToPath(script)).toBe(path.join(buildDir, 'narrator-worker.js'));
  });

  it('narrates with the bundled worker, which finds espeak-ng and LAME in node_modules', async () => {
    const narrator = createNarrator({
      workers: 1,
      workerScript: pathToFileURL(path.join(buildDir, 'narrator-worker.js')),
    });
    try {
      const text = 'Hei! Nå leser jeg fra den ferdige pakken.';
      expectGoodNarration(
        text,
        await narrator.synthesize({ text, language: 'no', voice: 'nb+m1' }),
      );
    } finally {
      await narrator.close();
    }
  }, 30_000);

  it('bundles the worker from source when running from source', async () => {
    const script = await narratorWorkerScript();
    expect(fileURLToPath(script)).toMatch(/dist\/dev-workers\/narrator-worker-[0-9a-f]{16}\.mjs$/);
  }, 30_000);

  it('says so when the worker is missing', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'monstory-no-worker-'));
    try {
      await expect(
        narratorWorkerScript(pathToFileURL(path.join(empty, 'main.js')).href),
      ).rejects.toThrow('The narrator-worker script is missing');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
