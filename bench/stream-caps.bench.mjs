// Live streams under abuse: how many one guest, one address and one replica hold before the
// server refuses, and how fast /api/health answers while the replica is full. With
// TEST_REDIS_URL set it runs again with REDIS_URL, where the per-user and per-address counts
// live in Redis.
import http from 'node:http';
import { Redis } from 'ioredis';
import { median, startServer } from './lib/server.mjs';

export const title = 'Live stream caps (notification streams, one replica)';

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens one notification stream; resolves with its status, keeping a 200 open. */
function openStream(baseURL, token, address, held) {
  return new Promise((resolve) => {
    const request = http.get(
      `${baseURL}/api/notifications/stream`,
      { agent, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address } },
      (response) => {
        if (response.statusCode === 200) {
          held.push(request);
          resolve({ status: 200 });
          return;
        }
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'] }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0 }));
  });
}

async function guest(baseURL, address) {
  const response = await fetch(`${baseURL}/api/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: '{}',
  });
  const body = await response.json();
  if (!body.token) throw new Error(`guest sign-in failed: ${response.status}`);
  return body.token;
}

/** Streams one token holds from one address until the first refusal. */
async function untilRefused(baseURL, token, address, held, most) {
  for (let i = 0; i < most; i += 1) {
    const result = await openStream(baseURL, token, address, held);
    if (result.status !== 200) return { held: i, refusal: result };
  }
  return { held: most, refusal: { status: 200 } };
}

async function healthLatencies(baseURL, count) {
  const times = [];
  let failures = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseURL}/api/health`).catch(() => undefined);
    await response?.arrayBuffer();
    if (!response?.ok) failures += 1;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), p99: times[Math.floor(times.length * 0.99)], failures };
}

async function measure(label, env) {
  const server = await startServer({
    env: { ...env, TRUST_PROXY: 'true', AUTH_RATE_LIMIT: 'false', RUN_WORKERS: 'false' },
  });
  const held = [];
  try {
    const idle = await healthLatencies(server.baseURL, 200);

    // One guest from one address: the per-user cap.
    const one = await guest(server.baseURL, '10.40.0.1');
    const perUser = await untilRefused(server.baseURL, one, '10.40.0.1', held, 100);

    // Many guests behind one address: the per-address cap.
    let perAddress = 0;
    let addressRefusal;
    for (let g = 0; g < 100 && !addressRefusal; g += 1) {
      const token = await guest(server.baseURL, '10.41.0.1');
      const result = await untilRefused(server.baseURL, token, '10.41.0.1', held, 12);
      perAddress += result.held;
      if (result.refusal.status !== 200 && result.held < 12) addressRefusal = result.refusal;
    }

    // Guests from many addresses until the replica is full.
    let totalRefusal;
    for (let g = 0; g < 1_000 && !totalRefusal; g += 1) {
      const address = `10.42.${Math.floor(g / 250)}.${g % 250}`;
      const token = await guest(server.baseURL, address);
      const batch = await Promise.all(
        Array.from({ length: 12 }, () => openStream(server.baseURL, token, address, held)),
      );
      totalRefusal = batch.find((result) => result.status !== 200);
    }
    const open = held.length;
    const full = await healthLatencies(server.baseURL, 200);
    const prefix = label ? `${label}: ` : '';
    return [
      { metric: `${prefix}streams one guest holds before refusal`, value: perUser.held, unit: '' },
      { metric: `${prefix}refusal status (per user)`, value: perUser.refusal.status, unit: '' },
      { metric: `${prefix}streams one address holds before refusal`, value: perAddress, unit: '' },
      {
        metric: `${prefix}refusal status (per address)`,
        value: addressRefusal?.status ?? 0,
        unit: '',
      },
      { metric: `${prefix}streams open when the replica refused`, value: open, unit: '' },
      {
        metric: `${prefix}refusal status (replica full)`,
        value: totalRefusal?.status ?? 0,
        unit: '',
      },
      {
        metric: `${prefix}Retry-After on refusal`,
        value: Number(totalRefusal?.retryAfter ?? 0),
        unit: 's',
      },
      { metric: `${prefix}/api/health median, no streams`, value: idle.median, unit: 'ms' },
      {
        metric: `${prefix}/api/health median at the cap`,
        value: full.median,
        unit: 'ms',
        target: 50,
        better: 'lower',
      },
      { metric: `${prefix}/api/health p99 at the cap`, value: full.p99, unit: 'ms' },
      {
        metric: `${prefix}/api/health failures at the cap (of 200)`,
        value: full.failures,
        unit: '',
        target: 0,
        better: 'lower',
      },
    ];
  } finally {
    for (const request of held) request.destroy();
    await server.stop();
  }
}

export async function run() {
  const rows = await measure('', {});
  if (process.env.TEST_REDIS_URL) {
    const prefix = `monstory-bench-${process.pid}`;
    try {
      rows.push(
        ...(await measure('Redis', {
          REDIS_URL: process.env.TEST_REDIS_URL,
          REDIS_PREFIX: prefix,
        })),
      );
    } finally {
      const redis = new Redis(process.env.TEST_REDIS_URL);
      const keys = await redis.keys(`*${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  }
  return rows;
}

export const notes =
  'Caps from `platform/sse/stream-caps.ts`: 12 streams per user and 200 per address (across ' +
  'replicas when REDIS_URL is set), 4,000 per replica; refusals are 429 (user, address) or 503 ' +
  '(replica full) with Retry-After. The health check is timed sequentially, 200 requests, while ' +
  'every stream is held open. Guests come from `x-forwarded-for` addresses (TRUST_PROXY=true).';
