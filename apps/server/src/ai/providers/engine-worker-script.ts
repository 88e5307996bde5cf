import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';

/**
 * Finds the offline engines' worker script: `offline-engine-worker.js` beside main.js in the
 * production bundle (an entry point of build.mjs); from source (tsx, vitest) it is bundled with
 * esbuild on first use into apps/server/dist/dev-workers, as the narrator's worker is (Node 20
 * cannot start a worker thread from a .ts file).
 */
export function engineWorkerScript(baseUrl: string = import.meta.url): Promise<URL> {
  return workerScript('offline-engine-worker', baseUrl);
}

/**
 * A worker thread's script `<name>.js` beside the module at baseUrl (the production bundle), else
 * `<name>.ts` there bundled from source. baseUrl must sit three folders below the server package
 * (src/<area>/<feature>/), where its package.json and dist folder are found.
 */
export async function workerScript(name: string, baseUrl: string): Promise<URL> {
  const bundled = new URL(`./${name}.js`, baseUrl);
  if (existsSync(fileURLToPath(bundled))) return bundled;
  const source = new URL(`./${name}.ts`, baseUrl);
  if (!existsSync(fileURLToPath(source))) {
    throw new Error(`The ${name} script is missing: neither ${bundled.href} nor ${source.href}`);
  }
  // Not a literal import: the production bundle must not pull esbuild into itself.
  const esbuildName = 'esbuild';
  const esbuild = (await import(esbuildName)) as typeof Esbuild;
  // The workspace packages are TypeScript source: they go into the bundle, the rest stays out.
  const pkg = JSON.parse(await readFile(new URL('../../../package.json', baseUrl), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies ?? {}).filter((n) => !n.startsWith('@monstory/'));
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: external.flatMap((name) => [name, `${name}/*`]),
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const outDir = new URL('../../../dist/dev-workers/', baseUrl);
  const target = new URL(`${name}-${hash}.mjs`, outDir);
  if (!existsSync(fileURLToPath(target))) {
    await mkdir(outDir, { recursive: true });
    // Test files run in parallel processes: write aside, then rename into place atomically.
    const temporary = new URL(`${name}-${hash}.${process.pid}.tmp`, outDir);
    await writeFile(temporary, code);
    await rename(temporary, target);
  }
  return target;
}
