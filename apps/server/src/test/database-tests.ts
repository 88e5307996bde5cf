import fs from 'node:fs';
import path from 'node:path';

// Which server test files run on PostgreSQL too (vitest.config.ts): those whose imports reach
// the database kit, test-database.ts, however many helpers (createTestApp, appPerFile, a
// module's *.testing.ts) stand in between. The rest (engines, narrator, parsing…) would only run
// twice for nothing. Type-only imports load nothing and are not followed. createTestDatabase
// checks, as it opens a database, that its test file is one of these.

const DATABASE_KIT = 'test-database.ts';

// Relative module specifiers in `import … from '…'`, `export … from '…'`, `import '…'` and
// `import('…')`, with `import type …`, `export type …` and `typeof import('…')` left out.
const RELATIVE_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|(?<!typeof\s+)\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

// Most test files import much of the app: each file is read once for all of them.
const importsOf = new Map<string, string[]>();

function importedFiles(file: string): string[] {
  let imports = importsOf.get(file);
  if (!imports) {
    imports = [...fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
      .map((match) => path.resolve(path.dirname(file), match[1] ?? match[2] ?? ''))
      .map((target) => target.replace(/\.js$/, '.ts'))
      .filter((target) => target.endsWith('.ts') && fs.existsSync(target));
    importsOf.set(file, imports);
  }
  return imports;
}

/** Whether `file` loads test-database.ts, directly or through the modules it imports. */
export function reachesDatabaseKit(file: string): boolean {
  const seen = new Set<string>();
  const queue = [path.resolve(file)];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (path.basename(next) === DATABASE_KIT) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...importedFiles(next));
  }
  return false;
}

/** The test files below `srcDir` that reach the database kit, as `src/…` paths for vitest. */
export function databaseTestFiles(srcDir: string): string[] {
  return fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => reachesDatabaseKit(path.join(srcDir, file)))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .sort();
}

/**
 * Why a test file that opens a database may not, or undefined when it may: it must be one of the
 * PostgreSQL project's files (`selected`, as vitest.config.ts gives them), or it would only ever
 * be tried on SQLite.
 */
export function missingFromDatabaseProject(
  testFile: string,
  serverRoot: string,
  selected: readonly string[],
): string | undefined {
  const file = path.relative(serverRoot, testFile).split(path.sep).join('/');
  if (selected.includes(file)) return undefined;
  return (
    `${file} opens a database, but the PostgreSQL project does not run it: its imports do not ` +
    `reach test/${DATABASE_KIT} (src/test/database-tests.ts). Import the helper that opens ` +
    `the database with a static relative import.`
  );
}
