import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';

/**
 * Finds the narrator worker script. The production bundle has it beside main.js as
 * narrator-worker.js (build.mjs makes it a second entry point). From source (tsx, vitest) the
 * worker is bundled on first use with esbuild, the same way, into apps/server/dist: Node 20 cannot
 * hand tsx's loader to a worker thread, so a worker cannot start from a .ts file.
 */
export async function narratorWorkerScript(baseUrl: string = import.meta.url): Promise<URL> {
  const bundled = new URL('./narrator-worker.js', baseUrl);
  if (existsSync(fileURLToPath(bundled))) return bundled;
  const source = new URL('./narrator-worker.ts', baseUrl);
  if (!existsSync(fileURLToPath(source))) {
    throw new Error(`The narrator worker is missing: neither ${bundled.href} nor ${source.href}`);
  }
  return bundleFromSource(source, new URL('../../../dist/dev-workers/', baseUrl));
}

async function bundleFromSource(source: URL, outDir: URL): Promise<URL> {
  // Not a literal import: the production bundle must not pull esbuild (a dev tool) into itself.
  const esbuildName = 'esbuild';
  const esbuild = (await import(esbuildName)) as typeof Esbuild;
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  // Placed inside the server package so the worker's imports resolve from node_modules.
  const target = new URL(`narrator-worker-${hash}.mjs`, outDir);
  if (!existsSync(fileURLToPath(target))) {
    await mkdir(outDir, { recursive: true });
    // Test files run in parallel processes: write aside, then rename into place atomically.
    const temporary = new URL(`narrator-worker-${hash}.${process.pid}.tmp`, outDir);
    await writeFile(temporary, code);
    await rename(temporary, target);
  }
  return target;
}
