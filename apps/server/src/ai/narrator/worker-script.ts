import { workerScript } from '../providers/engine-worker-script.js';

/**
 * Finds the narrator worker script: `narrator-worker.js` beside main.js in the production bundle
 * (build.mjs makes it a second entry point); from source (tsx, vitest) it is bundled with esbuild
 * on first use into apps/server/dist/dev-workers: Node 20 cannot hand tsx's loader to a worker
 * thread, so a worker cannot start from a .ts file.
 */
export function narratorWorkerScript(baseUrl: string = import.meta.url): Promise<URL> {
  return workerScript('narrator-worker', baseUrl);
}
