#!/usr/bin/env node
// `npm run bench`: builds the product, runs every bench/*.bench.mjs and writes bench/RESULTS.md.
// Benchmarks measure and report; they never fail the test suite.
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const filter = process.argv[2];
if (!process.env.BENCH_SKIP_BUILD)
  execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });

const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs') && (!filter || f.includes(filter)))
  .sort();

const fmt = (v) =>
  typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(v < 10 ? 2 : 1)) : String(v);
const verdict = (row) => {
  if (row.target === undefined) return '';
  const ok = row.better === 'higher' ? row.value >= row.target : row.value <= row.target;
  return `${row.better === 'higher' ? '≥' : '≤'} ${row.target} ${row.unit} ${ok ? '✅' : '❌'}`;
};

// Each benchmark's section is kept in bench/results/, so a filtered run (`npm run bench story`)
// refreshes its own section and RESULTS.md is always the whole set.
const resultsDir = join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
for (const file of files) {
  const mod = await import(pathToFileURL(join(root, 'bench', file)).href);
  console.log(`▶ ${mod.title}`);
  const load = loadavg()[0].toFixed(1);
  const started = Date.now();
  const rows = await mod.run();
  for (const row of rows)
    console.log(`  ${row.metric}: ${fmt(row.value)} ${row.unit} ${verdict(row)}`);
  const lines = [
    `## ${mod.title}`,
    '',
    `\`bench/${file}\`, recorded ${new Date().toISOString().slice(0, 16)}Z, ${((Date.now() - started) / 1000).toFixed(0)} s, load average at start ${load}`,
    '',
    '| metric | value | target |',
    '|---|---|---|',
  ];
  for (const row of rows)
    lines.push(`| ${row.metric} | ${fmt(row.value)} ${row.unit} | ${verdict(row)} |`);
  if (mod.notes) lines.push('', mod.notes);
  writeFileSync(join(resultsDir, file.replace(/\.bench\.mjs$/, '.md')), `${lines.join('\n')}\n`);
}

const sections = readdirSync(resultsDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => readFileSync(join(resultsDir, f), 'utf8').trimEnd());

const header = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
  'Each benchmark starts the production build as a real process on loopback with a fresh data folder.',
  '',
].join('\n');
writeFileSync(join(root, 'bench/RESULTS.md'), `${header}\n${sections.join('\n\n')}\n`);
