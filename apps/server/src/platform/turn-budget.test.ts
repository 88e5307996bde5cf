import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerTurnBudget } from './turn-budget.js';

// Counts, not times: how many requests the server answered while a new connection waited.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A server whose answers say how many requests it had answered before. */
async function countingServer(perTurn: number | undefined, onStart: () => void = () => {}) {
  const app = Fastify();
  apps.push(app);
  if (perTurn !== undefined) registerTurnBudget(app, perTurn);
  let answered = 0;
  const order: number[] = [];
  app.get('/', async (request) => {
    onStart();
    order.push(Number((request.query as { id?: string }).id ?? -1));
    answered += 1;
    return { before: answered - 1 };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, order, answered: () => answered };
}

function get(agent: http.Agent, port: number, path = '/'): Promise<{ before: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(body) as { before: number }));
      })
      .on('error', reject);
  });
}

/**
 * `busy` keep-alive connections ask again as soon as they are answered; then `fresh` new
 * connections arrive at once. Returns, for the last of them to be answered, how many requests
 * the server answered between its arrival and its own answer.
 */
async function waitOfNewConnections(perTurn: number | undefined, busy: number, fresh: number) {
  const server = await countingServer(perTurn);
  const busyAgent = new http.Agent({ keepAlive: true, maxSockets: busy });
  let running = true;
  const loops = Array.from({ length: busy }, async () => {
    while (running) await get(busyAgent, server.port);
  });
  // Every busy connection has been answered once: all of them are open and busy.
  while (server.answered() < busy * 2) await new Promise(setImmediate);

  const arrivedAt = server.answered();
  const freshAgent = new http.Agent({ keepAlive: false, maxSockets: fresh });
  const answers = await Promise.all(
    Array.from({ length: fresh }, () => get(freshAgent, server.port)),
  );
  running = false;
  await Promise.all(loops);
  busyAgent.destroy();
  freshAgent.destroy();
  return Math.max(...answers.map((answer) => answer.before - arrivedAt));
}

describe('the turn budget', () => {
  it('keeps new connections from waiting behind busy ones (libuv accepts one per turn)', async () => {
    const busy = 40;
    const fresh = 40;
    const perTurn = 4;
    const withBudget = await waitOfNewConnections(perTurn, busy, fresh);
    const without = await waitOfNewConnections(undefined, busy, fresh);
    // With the budget: one accept per turn of `perTurn` answers, then a place in the queue of
    // at most every open connection. Without it every turn answers all busy connections.
    expect(withBudget).toBeLessThan(2 * (fresh * perTurn + busy + fresh));
    expect(without).toBeGreaterThan(2 * (fresh * perTurn + busy + fresh));
  });

  it('starts at most its budget of requests per turn, in the order they arrived', async () => {
    let turn = 0;
    const turns: number[] = [];
    const server = await countingServer(2, () => turns.push(turn));
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const ids = Array.from({ length: 12 }, (_, i) => i);
    await Promise.all(ids.map((id) => server.app.inject({ method: 'GET', url: `/?id=${id}` })));
    ticking = false;
    expect(server.order).toEqual(ids);
    const perTurn = new Map<number, number>();
    for (const at of turns) perTurn.set(at, (perTurn.get(at) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(2);
  });
});
