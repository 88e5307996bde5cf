import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeTempDir } from './test-database.js';

export const FAKE_INDEX_HTML = '<!doctype html><title>Monstory</title><div id="root"></div>';
export const FAKE_APP_JS = 'console.log("monstory app");'.repeat(20);

/** A stand-in for apps/web/dist: index.html plus one hashed asset with .gz and .br beside it. */
export function createFakeWebDist(): { dir: string; remove(): void } {
  const dir = makeTempDir('monstory-web-dist-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  const js = path.join(dir, 'assets', 'app-abc123.js');
  fs.writeFileSync(js, FAKE_APP_JS);
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(FAKE_APP_JS));
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(FAKE_APP_JS));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
