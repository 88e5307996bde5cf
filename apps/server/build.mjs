// Bundles the server into dist/main.js (its narrator worker into dist/narrator-worker.js, the
// job worker process into dist/worker.js), with what they load on first use in chunk files
// beside them.
// The @monstory/* workspace packages are TypeScript source, so they go into the bundle; every
// other dependency stays an ordinary import from node_modules (better-sqlite3 and pg load native
// or optional code that must not be bundled).
import { copyFileSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// `--outfile` lets the tests bundle into a folder of their own.
const { values: args } = parseArgs({ options: { outfile: { type: 'string' } } });
const outfile = path.resolve(args.outfile ?? new URL('./dist/main.js', import.meta.url).pathname);

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Dependencies that must stay ordinary imports: native code or optional native code, files they
// read beside their own (WASM, Lua scripts, worker-thread transports), and the big SDKs only
// some installs use, which load on first use (inlined, they would sit in memory unused). The
// rest is bundled: resolving and loading a few hundred separate ES modules from node_modules
// took about a second of every start.
const KEEP_EXTERNAL = new Set([
  'better-sqlite3',
  'pg',
  '@echogarden/espeak-ng-emscripten',
  'wasm-media-encoders',
  // Loads its standard fonts' metrics through its own package imports (#standard-fonts/...).
  'pdfkit',
  'bullmq',
  'ioredis',
  'pino',
  'firebase-admin',
  '@aws-sdk/client-s3',
  'stripe',
]);
const external = [
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => KEEP_EXTERNAL.has(name)),
  ...Object.keys(pkg.devDependencies ?? {}),
  'pg-native',
].filter((name) => !name.startsWith('@monstory/'));

// V8 keeps each script's source in memory, and a source with one character above U+00FF is
// stored at two bytes a character: 10.8 MB instead of 5.4 for main.js. esbuild escapes such
// characters in strings but not in regular expressions, which the story engine writes with
// Norwegian letters and typographic quotes, so our own files are escaped as they load (a \u
// escape means the same in a string, a template, a regular expression and an identifier; the
// server has no String.raw and no JSX).
const ourSource = /[\\/](apps[\\/]server[\\/]src|packages[\\/][^\\/]+[\\/]src)[\\/].*\.ts$/;
const asciiOnly = {
  name: 'ascii-only',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: ourSource }, (file) => ({
      contents: readFileSync(file.path, 'utf8').replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
      loader: 'ts',
    }));
  },
};

await build({
  // The narrator's worker thread is a second entry point: dist/narrator-worker.js, found at run
  // time beside main.js (src/ai/narrator/worker-script.ts).
  entryPoints: [
    { in: new URL('./src/main.ts', import.meta.url).pathname, out: path.basename(outfile, '.js') },
    {
      in: new URL('./src/ai/narrator/narrator-worker.ts', import.meta.url).pathname,
      out: 'narrator-worker',
    },
    // A process that only runs jobs, beside API replicas started with RUN_WORKERS=false.
    { in: new URL('./src/worker.ts', import.meta.url).pathname, out: 'worker' },
    // The offline story engine and illustrator off the API thread (src/ai/providers/offline-engines.ts).
    {
      in: new URL('./src/ai/providers/offline-engine-worker.ts', import.meta.url).pathname,
      out: 'offline-engine-worker',
    },
    // A story's printed book is made off the API thread (src/modules/book/book-renderer.ts).
    {
      in: new URL('./src/modules/book/book-worker.ts', import.meta.url).pathname,
      out: 'book-worker',
    },
  ],
  outdir: path.dirname(outfile),
  bundle: true,
  // What is imported with import() goes into chunks of its own (chunk-<hash>.js beside main.js),
  // loaded on first use: code an idle server never runs is then neither parsed nor kept in
  // memory. Beside main.js, not in a folder, so paths found from import.meta.url stay the same.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  // Subpaths too: `fastify-type-provider-zod/...`, `zod/v4/core`.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // CommonJS code inside the bundle may still call require().
  banner: {
    js: "import { createRequire as __monstoryCreateRequire } from 'node:module'; const require = __monstoryCreateRequire(import.meta.url);",
  },
  logLevel: args.outfile ? 'warning' : 'info',
  plugins: [asciiOnly],
});

// A dependency may bring such a character back: say where, rather than lose the memory quietly.
// Data a bundle reads beside itself at run time (`new URL('./file', import.meta.url)`).
const BESIDE_BUNDLES = ['src/safety-gate/model/safety-model.bin'];
for (const file of BESIDE_BUNDLES) {
  copyFileSync(
    new URL(`./${file}`, import.meta.url),
    path.join(path.dirname(outfile), path.basename(file)),
  );
}

for (const name of readdirSync(path.dirname(outfile)).filter((file) => file.endsWith('.js'))) {
  const text = readFileSync(path.join(path.dirname(outfile), name), 'utf8');
  const at = text.search(/[\u0100-\uffff]/);
  if (at >= 0) {
    console.warn(
      `${name} holds a character above U+00FF (V8 will keep its source at two bytes a character): …${text.slice(Math.max(0, at - 60), at + 20)}…`,
    );
  }
}
