// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) for the four pages a
// family meets first. Runs offline against Debian's Chromium; each page is audited three times
// from an empty profile and the median score is reported, since single runs wobble by a few points.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './lib/chromium.mjs';
import { median, repoRoot, startServer } from './lib/server.mjs';

export const title = 'Lighthouse, mobile preset (Home, Generate, Story, Library)';
export const notes =
  'Scores 0–100, median of 3 runs per page from an empty browser profile, so each run includes ' +
  'the guest sign-in a first visit makes. Story is an example story in the reader (`/story/{uuid}`). ' +
  'A run Lighthouse itself cannot finish (its trace has no navigation start) is run again, at ' +
  'most 3 times, instead of counting as 0. Targets: performance ≥ 95, accessibility 100.';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Lighthouse's own reset leaves cookies and local storage alone, so without these every run after
// the first would find the guest session (and the stored token) an earlier run made.
const CLEAR_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
  'local_storage',
  'indexeddb',
];
const FLAGS = [
  '--headless=new',
  ...QUIET_CHROMIUM_FLAGS,
  // A Norwegian family, the default audience. Headless Chromium ignores --lang for
  // navigator.languages and Accept-Language; --accept-lang is what sets them.
  '--lang=nb-NO',
  '--accept-lang=nb-NO',
];

async function exampleStoryPath(baseURL) {
  // Example stories are written by the offline engine shortly after the first start.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/api/example-stories?language=no`);
    if (response.ok) {
      const { items } = await response.json();
      if (items.length > 0) return `/story/${items[0].uuid}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no example story appeared within 60 s');
}

// Lighthouse now and then fails to record a run's trace (NO_NAVSTART, NO_FCP). Such a run says
// nothing about the page, and scored 0 it would pull the median down: it is run again, and said.
const ATTEMPTS = 3;

async function audit(lighthouse, url, port, name, run) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      clearStorageTypes: CLEAR_STORAGE,
    });
    if (!lhr.runtimeError || attempt === ATTEMPTS) return lhr;
    console.warn(`  ${name} run ${run + 1}: ${lhr.runtimeError.code}, run again`);
  }
}

export async function run() {
  const require = createRequire(join(repoRoot, 'package.json'));
  const { default: lighthouse } = await import(require.resolve('lighthouse'));
  const chromeLauncher = await import(require.resolve('chrome-launcher'));
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
  });
  const rows = [];
  try {
    const pages = [
      ['Home', '/'],
      ['Generate', '/generate'],
      ['Story', await exampleStoryPath(server.baseURL)],
      ['Library', '/library'],
    ];
    // LIGHTHOUSE_PAGES=Story,Library audits only those (a closer look at one page).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const [name, path] of pages.filter(([name]) => !only || only.includes(name))) {
      const performance = [];
      const accessibility = [];
      const failing = new Set();
      for (let i = 0; i < RUNS; i += 1) {
        const lhr = await audit(lighthouse, server.baseURL + path, chrome.port, name, i);
        performance.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        accessibility.push(Math.round((lhr.categories.accessibility.score ?? 0) * 100));
        for (const ref of lhr.categories.accessibility.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(ref.id);
        }
        if (i === 0) {
          const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
          const tbt = lhr.audits['total-blocking-time']?.numericValue;
          if (lcp !== undefined)
            rows.push({ metric: `${name} LCP (run 1)`, value: lcp, unit: 'ms' });
          if (tbt !== undefined)
            rows.push({ metric: `${name} TBT (run 1)`, value: tbt, unit: 'ms' });
        }
      }
      rows.push({
        metric: `${name} performance (runs: ${performance.join(', ')})`,
        value: median(performance),
        unit: '',
        target: 95,
        better: 'higher',
      });
      rows.push({
        metric: `${name} accessibility${failing.size ? ` (failing: ${[...failing].join(', ')})` : ''}`,
        value: median(accessibility),
        unit: '',
        target: 100,
        better: 'higher',
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return rows;
}
