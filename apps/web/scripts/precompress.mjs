// Runs after `vite build`: writes .gz and .br beside every compressible file in dist, so the
// server can send them as they are (@fastify/static `preCompressed`) instead of compressing each
// response again.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest']);
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

let written = 0;
let before = 0;
let after = 0;
for await (const path of files(DIST)) {
  if (!EXTENSIONS.has(extname(path))) continue;
  if ((await stat(path)).size <= MIN_BYTES) continue;
  const source = await readFile(path);
  const gzip = gzipSync(source, { level: 9 });
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  await writeFile(`${path}.gz`, gzip);
  await writeFile(`${path}.br`, brotli);
  written += 1;
  before += source.length;
  after += brotli.length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`precompress: ${written} files, ${kb(before)} → ${kb(after)} with brotli`);
