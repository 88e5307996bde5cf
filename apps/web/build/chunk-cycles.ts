import type { Plugin } from 'vite';

// Chunks that import each other statically are evaluated in an order the bundler picks, and a
// module that builds a value at load (a zod schema from another chunk's schema) can then read
// `undefined`: the page fails at start with an error far from its cause. The build refuses such
// a loop, so it is found where it is made.

/** Each loop among the chunks' static imports, as the file names along it (first repeated). */
export function chunkCycles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): void => {
    state.set(name, 'open');
    path.push(name);
    for (const next of imports.get(name) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(name, 'done');
  };
  for (const name of [...imports.keys()].sort()) if (!state.has(name)) visit(name);
  return cycles;
}

export function noChunkCycles(): Plugin {
  return {
    name: 'monstory:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') imports.set(output.fileName, [...output.imports]);
      const cycles = chunkCycles(imports);
      if (cycles.length > 0)
        this.error(
          `chunks import each other, which can leave values undefined at start:\n${cycles
            .map((cycle) => `  ${cycle.join(' → ')}`)
            .join('\n')}`,
        );
    },
  };
}
