// The library under load (docs/product.md#library): 100,000 stories written straight into the
// database, then a filtered, sorted GET /api/library/stories page over 200 connections — at a
// steady offered rate (the target), flat out and one at a time (information) — on SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createPostgresDatabase, createSqliteDatabase } from '../apps/server/src/db/database.ts';
import { countLibrary, libraryCards } from '../apps/server/src/modules/library/library.repo.ts';
import { EXAMPLES } from '../apps/server/src/modules/library/examples/example-catalogue.ts';
import {
  examplesMade,
  insertPostgres,
  insertSqlite,
  postgresSchema,
  STORIES,
  storyRows,
} from './lib/library-data.mjs';
import { json, newGuest } from './lib/guests.mjs';
import { postgresPlans, sqlitePlans } from './lib/library-plans.mjs';
import { openLoopInChild } from './lib/open-loop.mjs';
import { postgresBackendsOf } from './lib/postgres-backends.mjs';
import { median, startServer } from './lib/server.mjs';

export const title = 'Library: a filtered, sorted page with 100,000 stories';

const CONNECTIONS = 200;
const SECONDS = 10;
/** The offered load the target is about: a busy evening, spread over 200 open connections. */
const RATE = 500;
const FILTER = { genre: 'ADVENTURE', language: 'no', ageBand: '6-8' };
const PAGE_SPEC = { sort: 'popular', limit: 12, offset: 12 };
const PAGE = `/api/library/stories?${new URLSearchParams(FILTER)}&sort=popular&page=2&pageSize=12`;
/** An authenticated call that reads one row: what any signed-in request costs here. */
const BASELINE = '/api/profile/language';
/** nice −10 for the fixed-rate runs only; the flat-out runs keep everyone's priority. */
const RAISED_PRIORITY = -10;
const WARM_UP_SECONDS = 5;
const STEADY_RUNS = 3;

export let notes = '';

function hammer(url, token, options = {}) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
    ...options,
  });
}

/** The page's own queries, through the server's repository, on the filled database. */
async function queryMs(handle) {
  const times = { page: [], count: [] };
  for (let i = 0; i < 200; i += 1) {
    let started = performance.now();
    await libraryCards(handle.db, FILTER, PAGE_SPEC, []);
    times.page.push(performance.now() - started);
    started = performance.now();
    await countLibrary(handle.db, FILTER);
    times.count.push(performance.now() - started);
  }
  await handle.destroy();
  return { page: median(times.page), count: median(times.count) };
}

/**
 * Raises (or restores) the scheduling priority of the given processes: other work on a shared
 * machine otherwise decides the tail, since a process waiting for a core delays every request
 * queued behind it. Returns false where that is not permitted.
 */
function prioritize(pids, raised) {
  try {
    for (const pid of pids) setPriority(pid, raised ? RAISED_PRIORITY : 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fixed-rate run from a load generator of its own: latency against the target, and the
 * server's CPU time per request.
 */
async function steady(server, url, token, rate, seconds = SECONDS, databaseUrl = undefined) {
  let prioritized = false;
  // With PostgreSQL its backends serving the server are part of what is measured.
  const backends = databaseUrl ? await postgresBackendsOf(databaseUrl, server.pid) : [];
  const cpuBefore = server.cpuMs();
  const options = {
    url,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    rate,
    seconds,
  };
  const run = await openLoopInChild(options, (pid) => {
    prioritized = prioritize([server.pid, ...backends, pid], true);
  });
  if (prioritized) prioritize([server.pid, ...backends], false);
  return {
    ...run,
    prioritized,
    cpuPerRequest: (server.cpuMs() - cpuBefore) / (run.sent + CONNECTIONS),
  };
}

async function measure(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'monstory-bench-library-'));
  const base = process.env.TEST_DATABASE_URL;
  const schema = kind === 'postgres' ? await postgresSchema(base) : undefined;
  const env = { AUTH_RATE_LIMIT: 'false', ...(schema && { DATABASE_URL: schema.url }) };
  const label = kind === 'postgres' ? 'PostgreSQL' : 'SQLite';
  try {
    let server = await startServer({ dataDir, env });
    const author = await newGuest(server.baseURL, { language: 'no', acceptTerms: false });
    const reader = await newGuest(server.baseURL, { language: 'no', acceptTerms: false });
    await examplesMade(server.baseURL, EXAMPLES.length);
    await server.stop({ keepData: true });

    const file = join(dataDir, 'monstory.db');
    const loadStarted = Date.now();
    {
      // In a block of its own: the rows are garbage before the load runs.
      const { stories, paragraphs } = storyRows(author.id);
      if (schema) {
        await insertPostgres(schema.url, 'stories', stories);
        await insertPostgres(schema.url, 'story_paragraphs', paragraphs);
      } else {
        insertSqlite(file, 'stories', stories);
        insertSqlite(file, 'story_paragraphs', paragraphs);
      }
    }
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const queries = await queryMs(
      schema ? createPostgresDatabase(schema.url) : createSqliteDatabase(file),
    );
    const plans = schema
      ? await postgresPlans(schema.url, FILTER, PAGE_SPEC, reader.id)
      : await sqlitePlans(file, FILTER, PAGE_SPEC, reader.id);

    server = await startServer({ dataDir, env });
    try {
      const url = `${server.baseURL}${PAGE}`;
      const sample = await json(
        await fetch(url, { headers: { authorization: `Bearer ${reader.token}` } }),
      );
      if (sample.items.length !== 12) throw new Error('the benchmark page is not full');
      // A server that has been up a while: JIT-compiled, caches and pools warm.
      const db = schema?.url;
      await steady(server, url, reader.token, RATE, WARM_UP_SECONDS, db);
      const load = loadavg()[0];
      const runs = [];
      for (let i = 0; i < STEADY_RUNS; i += 1) {
        runs.push(await steady(server, url, reader.token, RATE, SECONDS, db));
      }
      // The median run by p99: one stall of the whole machine (the load generator's lag shows
      // it) moves the worst run, not the figure.
      const byP99 = [...runs].sort((a, b) => a.p99 - b.p99);
      const target = byP99[Math.floor(byP99.length / 2)];
      const worst = byP99[byP99.length - 1];
      const double = await steady(server, url, reader.token, RATE * 2, SECONDS, db);
      await hammer(url, reader.token, { duration: 3 });
      const closed = await hammer(url, reader.token);
      const baseline = await hammer(`${server.baseURL}${BASELINE}`, reader.token);
      const alone = await hammer(url, reader.token, { connections: 1 });
      const flatOut = [closed, baseline, alone];
      const timeouts = flatOut.reduce((n, r) => n + r.timeouts, 0);
      const non2xx = flatOut.reduce((n, r) => n + r.non2xx, 0);
      const failed =
        [...runs, double].reduce((n, r) => n + r.failed, 0) +
        flatOut.reduce((n, r) => n + r.non2xx + r.errors, 0);
      const nice = target.prioritized ? ', nice −10' : ' (priority not raised: not permitted)';
      const at = (rate) => `${rate} req/s over 200 connections${nice}`;
      return {
        total: sample.total,
        loadSeconds,
        plans,
        rows: [
          { metric: `${label}: page query (median of 200)`, value: queries.page, unit: 'ms' },
          {
            metric: `${label}: count of the filter (median of 200)`,
            value: queries.count,
            unit: 'ms',
          },
          { metric: `${label}: load average (1 min) before the runs`, value: load, unit: '' },
          {
            metric: `${label}: latency p50, ${at(RATE)} (run of median p99)`,
            value: target.p50,
            unit: 'ms',
          },
          {
            metric: `${label}: latency p99, ${at(RATE)} (median of ${STEADY_RUNS} runs)`,
            value: target.p99,
            unit: 'ms',
            target: 25,
            better: 'lower',
          },
          {
            metric: `${label}: latency p99, ${RATE} req/s, worst of the ${STEADY_RUNS} runs`,
            value: worst.p99,
            unit: 'ms',
          },
          {
            metric: `${label}: load generator's lag behind schedule, worst (median run / worst run)`,
            value: `${target.clientLagMax.toFixed(1)} / ${worst.clientLagMax.toFixed(1)}`,
            unit: 'ms',
          },
          {
            metric: `${label}: server CPU time per request at ${RATE} req/s`,
            value: runs.reduce((n, r) => n + r.cpuPerRequest, 0) / runs.length,
            unit: 'ms',
          },
          { metric: `${label}: latency p50, ${at(RATE * 2)}`, value: double.p50, unit: 'ms' },
          { metric: `${label}: latency p99, ${at(RATE * 2)}`, value: double.p99, unit: 'ms' },
          {
            metric: `${label}: requests/s, 200 connections flat out`,
            value: closed.requests.average,
            unit: 'req/s',
            target: RATE * 2,
            better: 'higher',
          },
          { metric: `${label}: latency p50, flat out`, value: closed.latency.p50, unit: 'ms' },
          { metric: `${label}: latency p99, flat out`, value: closed.latency.p99, unit: 'ms' },
          {
            metric: `${label}: ${BASELINE} flat out (sign-in check only), requests/s`,
            value: baseline.requests.average,
            unit: 'req/s',
          },
          { metric: `${label}: latency p50, one connection`, value: alone.latency.p50, unit: 'ms' },
          { metric: `${label}: latency p99, one connection`, value: alone.latency.p99, unit: 'ms' },
          {
            metric: `${label}: failed or unanswered requests, all runs`,
            value: failed,
            unit: '',
            target: 0,
            better: 'lower',
          },
          {
            metric: `${label}: of those, flat-out timeouts (no answer in 10 s) / non-2xx`,
            value: `${timeouts} / ${non2xx}`,
            unit: '',
          },
        ],
      };
    } finally {
      await server.stop({ keepData: true });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

const planLines = (lines) => lines.map((line) => `\`${line}\``).join(' → ');

export async function run() {
  const sqlite = await measure('sqlite');
  const postgres = process.env.TEST_DATABASE_URL ? await measure('postgres') : undefined;
  const loads = `SQLite ${sqlite.loadSeconds.toFixed(1)} s${postgres ? `, PostgreSQL ${postgres.loadSeconds.toFixed(1)} s` : ''}`;
  notes = [
    `${STORIES.toLocaleString('en')} stories (97 % published, 3 % hidden; genres, languages, ages,`,
    'lengths, reads and ratings from a fixed seed), each with one illustrated paragraph, are',
    `inserted straight into the database (${loads}); the 18 example stories are made first. The`,
    `page: \`${PAGE}\` (${sqlite.total} matching stories), as a signed-in guest, against the`,
    'production build.',
    '',
    '**What the 25 ms target means.** The p99 latency of that page with 200 connections open',
    `while requests arrive at a steady ${RATE} req/s: Poisson arrivals from a load generator in a`,
    `process of its own (\`bench/lib/open-loop.mjs\`), after ${WARM_UP_SECONDS} s of the same as warm-up, latency`,
    'counted from when a request was due, so a stalled server or load generator shows. The server',
    'and the load generator (with PostgreSQL, also the backends serving the server) run at nice',
    '−10 then, since the 2 cores are shared with other work',
    `(see the load average). The figure is the median p99 of ${STEADY_RUNS} runs of ${SECONDS} s; a stall of the whole`,
    "machine (the load generator's lag shows it) moves the worst run. Flat out — 200 connections",
    "each asking again the moment they are answered — latency is 200 ÷ throughput (Little's law):",
    '25 ms would need 8,000 req/s, more than `/api/health` does on 2 cores, so those rows are',
    `information, with one target: at least ${RATE * 2} req/s, so that the steady load keeps the server at`,
    "most half busy. autocannon's `overallRate` is not used for the steady runs: every connection's",
    'per-second budget restarts on the same 1 s timer, which makes a burst at the top of each',
    'second. The flat-out run follows a 3 s warm-up; "one connection" is the time one page takes.',
    '',
    "**Why the page is cheap.** A viewer who reported nothing gets the page's cards from a cache",
    'shared by everyone (2 s, keyed by filter, sort and page; totals 5 s), already checked against',
    'the schema and kept as JSON text; publishing, unpublishing, ratings, reports, deleting a',
    'published story and new examples clear it at once, on every replica through Redis when that',
    'is configured. Someone who reported stories gets a page of their own. Every request still reads',
    "the caller's reported stories (by primary key) and its session (from the session cache).",
    '',
    '**Indexes and plans.** A page is two steps: the uuids of the page from the index of its sort',
    'order, which also holds every filter column (no story row is read until the page is known),',
    'then the 12 cards by primary key with their covers; the count has an index of its own',
    '(docs/decisions/0008-library.md):',
    `- SQLite page: ${planLines(sqlite.plans.cards)}.`,
    `- SQLite count: ${planLines(sqlite.plans.count)}.`,
    `- SQLite reported stories: ${planLines(sqlite.plans.hidden)}.`,
    ...(postgres
      ? [
          `- PostgreSQL page (EXPLAIN ANALYZE): ${planLines(postgres.plans.cards)}.`,
          `- PostgreSQL count: ${planLines(postgres.plans.count)}.`,
          `- PostgreSQL reported stories: ${planLines(postgres.plans.hidden)}.`,
        ]
      : ['- PostgreSQL skipped: set TEST_DATABASE_URL to measure it too.']),
    '',
    '**Requests with no answer for 10 s (fixed).** Node 20 accepts one new connection per',
    'event-loop turn (libuv#3696), while a turn runs every request read in it: flat out, a turn',
    "with 200 busy connections took 200 requests' time, so new connections (each run's 200, behind",
    "the previous run's abandoned ones) waited seconds in the kernel's accept queue. The server",
    'now starts at most 4 requests per turn (`apps/server/src/platform/turn-budget.ts`), so',
    'accepting keeps pace with answering.',
  ].join('\n');
  return [...sqlite.rows, ...(postgres?.rows ?? [])];
}
