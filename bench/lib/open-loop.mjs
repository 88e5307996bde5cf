// An open-loop load: requests arrive at a fixed average rate (Poisson arrivals from a fixed
// seed) whatever the server does, spread over a pool of keep-alive connections opened and
// answered once before the clock starts. Latency runs from when a request was due to when its
// response ended, so a server (or client) that falls behind shows it: no coordinated omission.
//
// Why not autocannon's `overallRate`: it gives each connection a budget per second, and all
// budgets restart on the same 1 s timer, so 500 req/s over 200 connections is a burst of 500
// requests at the top of every second rather than a steady rate.
import { fork } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { seededRandom } from './seeded-random.mjs';

function send(agent, url, headers) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(0));
    });
    request.setTimeout(10_000, () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * @param {{ url: string, headers?: Record<string,string>, connections: number, rate: number,
 *   seconds: number, seed?: number }} options
 */
export async function openLoop({ url, headers = {}, connections, rate, seconds, seed = 5 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, scheduling: 'fifo' });
  try {
    // Open every connection and have it answered, so that the measured part starts with all
    // of them accepted by the server (it accepts one new connection per event-loop turn).
    const opened = await Promise.all(
      Array.from({ length: connections }, () => send(agent, url, headers)),
    );
    const openedSockets = Object.values(agent.freeSockets).reduce((n, s) => n + s.length, 0);
    if (opened.some((status) => status !== 200) || openedSockets !== connections) {
      throw new Error(`could not open ${connections} connections (${openedSockets} open)`);
    }

    const next = seededRandom(seed);
    const latencies = [];
    let failed = 0;
    let lateMax = 0;
    const pending = [];
    const start = performance.now();
    const end = start + seconds * 1000;
    let due = start;
    await new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (due <= now && due < end) {
          const scheduled = due;
          lateMax = Math.max(lateMax, now - scheduled);
          pending.push(
            send(agent, url, headers).then((status) => {
              if (status === 200) latencies.push(performance.now() - scheduled);
              else failed += 1;
            }),
          );
          due += (-Math.log(1 - next()) / rate) * 1000;
        }
        if (due >= end) resolve();
        else setTimeout(tick, Math.max(0, Math.min(1, due - performance.now())));
      };
      tick();
    });
    await Promise.all(pending);
    const elapsed = (performance.now() - start) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    const sockets =
      Object.values(agent.sockets).reduce((n, s) => n + s.length, 0) +
      Object.values(agent.freeSockets).reduce((n, s) => n + s.length, 0);
    return {
      sent: pending.length,
      offeredRate: pending.length / seconds,
      answeredRate: sorted.length / elapsed,
      failed,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      /** How far behind schedule the generator itself sent a request, worst case. */
      clientLagMax: lateMax,
      /** Connections still open at the end (all of them, unless the server closed some). */
      sockets,
    };
  } finally {
    agent.destroy();
  }
}

/**
 * openLoop in a process of its own, so that the caller's heap (a benchmark holding 100,000 rows)
 * and its garbage collection cannot hold up the load. `onStart(pid)` runs once it is running.
 */
export function openLoopInChild(options, onStart = () => {}) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
    child.once('message', (message) => {
      if (message.error) reject(new Error(message.error));
      else resolve(message.result);
      child.disconnect();
    });
    onStart(child.pid);
    child.send(options);
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (options) => {
    openLoop(options).then(
      (result) => process.send({ result }),
      (error) => process.send({ error: String(error?.stack ?? error) }),
    );
  });
}
