import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The app's start and a first visit to the home page load no zod. These are the modules
// that visit runs; none may import zod, or a contract module built with it, however indirectly
// (lazySchema and shape-check.ts are the ways around it).
const FIRST_VISIT = [
  'src/main.tsx',
  'src/boot.tsx',
  'src/lib/consent/consent-banner.ts',
  'src/features/home/home-page.tsx',
];

const webRoot = join(import.meta.dirname, '../..');

// esbuild's import graph, in a process of its own: esbuild refuses to run under jsdom.
const GRAPH = `
import { build } from 'esbuild';
const { metafile } = await build({
  entryPoints: JSON.parse(process.argv[1]), bundle: true, write: false, metafile: true,
  splitting: true, format: 'esm', outdir: 'out', jsx: 'automatic', logLevel: 'silent',
  loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
});
process.stdout.write(JSON.stringify(metafile.inputs));
`;

type Inputs = Record<string, { imports: { path: string; kind: string }[] }>;

function staticImports(): Inputs {
  const args = ['--input-type=module', '-e', GRAPH, JSON.stringify(FIRST_VISIT)];
  const out = execFileSync(process.execPath, args, { cwd: webRoot, maxBuffer: 64 << 20 });
  return JSON.parse(out.toString()) as Inputs;
}

describe('first visit', () => {
  it('imports no zod, directly or through the contracts', { timeout: 60_000 }, () => {
    const inputs = staticImports();
    const via = new Map<string, string | null>(FIRST_VISIT.map((root) => [root, null]));
    const queue = [...FIRST_VISIT];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      for (const { path, kind } of inputs[id]?.imports ?? []) {
        if (kind !== 'import-statement' || via.has(path)) continue;
        via.set(path, id);
        queue.push(path);
      }
    }
    const chain = (id: string): string[] => {
      const from = via.get(id);
      return from ? [...chain(from), id] : [id];
    };
    const isZod = (id: string) => /node_modules[\\/]zod[\\/]/.test(id);
    // Where the visit reaches zod from outside it, each with the way there.
    const ways = [...via].filter(([id, from]) => isZod(id) && from !== null && !isZod(from));
    expect(ways.map(([id]) => chain(id).join(' → '))).toEqual([]);
  });
});
