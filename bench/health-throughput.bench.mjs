// /api/health requests per second on loopback (autocannon, bounded in time).
import autocannon from 'autocannon';
import { startServer } from './lib/server.mjs';

export const title = '/api/health throughput';

export async function run() {
  const server = await startServer();
  try {
    const result = await autocannon({
      url: `${server.baseURL}/api/health`,
      connections: 10,
      duration: 10,
    });
    return [
      {
        metric: 'requests/s (10 connections, 10 s)',
        value: result.requests.average,
        unit: 'req/s',
      },
      { metric: 'latency p99', value: result.latency.p99, unit: 'ms' },
      { metric: 'non-2xx responses', value: result.non2xx, unit: '', target: 0, better: 'lower' },
    ];
  } finally {
    await server.stop();
  }
}
