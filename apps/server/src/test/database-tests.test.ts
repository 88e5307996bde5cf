import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  databaseTestFiles,
  missingFromDatabaseProject,
  reachesDatabaseKit,
} from './database-tests.js';

let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  dirs = [];
});

/** A source tree of the given files (path → text) in a temporary folder. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'monstory-database-tests-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const kit = { 'test/test-database.ts': 'export const createTestDatabase = () => {};\n' };

describe('the PostgreSQL project’s files', () => {
  it('are found through helpers that hide the database kit, under any name', () => {
    const dir = tree({
      ...kit,
      'test/make-app.ts': "import { createTestDatabase } from './test-database.js';\n",
      'modules/shop/shop.testing.ts': "export * from '../../test/make-app.js';\n",
      'modules/shop/shop.test.ts': "import { makeShop } from './shop.testing.js';\n",
      'modules/shop/late.test.ts': "const kit = await import('../../test/test-database.js');\n",
    });
    expect(databaseTestFiles(dir)).toEqual([
      'src/modules/shop/late.test.ts',
      'src/modules/shop/shop.test.ts',
    ]);
  });

  it('leave out a file that only names the kit’s types or mentions it in a string', () => {
    const dir = tree({
      ...kit,
      'parse.test.ts': [
        "import type { TestDatabase } from './test/test-database.js';",
        "const note = 'no test-database here';",
        "type Kit = typeof import('./test/test-database.js');",
        "import { helper } from './helper.js';",
      ].join('\n'),
      'helper.ts': 'export const helper = 1;\n',
    });
    expect(reachesDatabaseKit(path.join(dir, 'parse.test.ts'))).toBe(false);
    expect(databaseTestFiles(dir)).toEqual([]);
  });

  it('hold every file that opens a database, which createTestDatabase checks', () => {
    const root = '/repo/apps/server';
    const selected = ['src/modules/shop/shop.test.ts'];
    expect(
      missingFromDatabaseProject(`${root}/src/modules/shop/shop.test.ts`, root, selected),
    ).toBe(undefined);
    expect(missingFromDatabaseProject(`${root}/src/jobs/queue.test.ts`, root, selected)).toMatch(
      /^src\/jobs\/queue\.test\.ts opens a database, but the PostgreSQL project does not run it/,
    );
  });
});
