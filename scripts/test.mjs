#!/usr/bin/env node
// `npm test`: every check CI relies on, in order, then one closing line "N passed, N failed".
// Each step runs even if an earlier one failed, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const out = mkdtempSync(join(tmpdir(), 'monstory-test-'));
const vitestJson = join(out, 'vitest.json');
const playwrightJson = join(out, 'playwright.json');
const only = process.argv[2]; // optional: "unit" or "e2e"

function run(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)${ok ? '' : ` exit ${code ?? signal}`}`);
      resolve({ name, ok });
    });
  });
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

const steps = [];
if (!only) {
  steps.push(await run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
  steps.push(await run('lint', 'npm', ['run', '--silent', 'lint']));
}
if (!only || only === 'unit') {
  steps.push(
    await run('unit and API tests', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ]),
  );
}
if (!only || only === 'e2e') {
  const build = await run('production build', 'npm', ['run', '--silent', 'build']);
  steps.push(build);
  // The iOS and Android projects take the native build and sync with it (a few seconds, no
  // Xcode, Android SDK or network); building the apps themselves is not possible here.
  steps.push(await run('native sync', 'npm', ['run', '--silent', 'native:sync']));
  // The app as the native journeys run it: a native build's provider and store ids, in test
  // values (apps/web/.env.e2e), in a folder of its own that nothing ships.
  const e2eBuild = await run('e2e build', 'npm', [
    'run',
    '--silent',
    'build:e2e',
    '-w',
    '@monstory/web',
  ]);
  steps.push(e2eBuild);
  if (build.ok && e2eBuild.ok) {
    steps.push(
      await run('e2e journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      }),
    );
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
// A failed step with no failed test (a type error, a lint error, a crashed runner) still fails.
if (failedSteps.length && failed === 0) failed = failedSteps.length;

console.log('');
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length || failed ? 1 : 0);
