import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerPool } from './worker-pool.js';

// A stand-in worker speaking the pool's protocol; `spin` is a WASM call that never returns.
const TEST_WORKER = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', ({ id, request }) => {
  switch (request.kind) {
    case 'echo': return parentPort.postMessage({ id, ok: true, result: request.value });
    case 'fail': return parentPort.postMessage({ id, ok: false, message: 'boom' });
    case 'crash': throw new Error('crashed');
    case 'spin': for (;;) {}
    case 'meet': {
      // Both jobs must be inside a worker at once, or this never returns.
      const count = new Int32Array(request.shared);
      Atomics.add(count, 0, 1);
      Atomics.notify(count, 0);
      while (Atomics.load(count, 0) < 2) Atomics.wait(count, 0, 1);
      return parentPort.postMessage({ id, ok: true, result: threadId });
    }
  }
});
`;

type Request =
  | { kind: 'echo'; value: string }
  | { kind: 'fail' | 'crash' | 'spin' }
  | { kind: 'meet'; shared: SharedArrayBuffer };

const pools: WorkerPool<Request, unknown>[] = [];
const spawned: Worker[] = [];
function makePool(size = 1, idleMs = 0) {
  const pool = new WorkerPool<Request, unknown>({
    size,
    idleMs,
    spawn: () => {
      const worker = new Worker(TEST_WORKER, { eval: true });
      spawned.push(worker);
      return worker;
    },
  });
  pools.push(pool);
  return pool;
}
const run = (pool: WorkerPool<Request, unknown>, request: Request, timeoutMs = 20_000) =>
  pool.run(request, { timeoutMs, label: request.kind });

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  spawned.length = 0;
});

describe('WorkerPool', () => {
  it('queues jobs beyond its size and runs them in order', async () => {
    const pool = makePool(1);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((value) => run(pool, { kind: 'echo', value })),
    );
    expect(results).toEqual(['a', 'b', 'c']);
    expect(pool.workerCount).toBe(1);
  });

  it('runs two jobs at the same time in two workers', async () => {
    const pool = makePool(2);
    const shared = new SharedArrayBuffer(4);
    const threads = await Promise.all([
      run(pool, { kind: 'meet', shared }),
      run(pool, { kind: 'meet', shared }),
    ]);
    expect(new Set(threads).size).toBe(2);
  });

  it('passes on a failure reported by the worker and keeps the worker', async () => {
    const pool = makePool();
    await expect(run(pool, { kind: 'fail' })).rejects.toMatchObject({
      code: 'ENGINE_FAILED',
      message: 'Narration failed: boom',
    });
    expect(pool.workerCount).toBe(1);
    await expect(run(pool, { kind: 'echo', value: 'still here' })).resolves.toBe('still here');
  });

  it('replaces a worker that crashed', async () => {
    const pool = makePool();
    await expect(run(pool, { kind: 'crash' })).rejects.toMatchObject({
      code: 'ENGINE_FAILED',
      message: expect.stringContaining('crashed'),
    });
    await expect(run(pool, { kind: 'echo', value: 'fresh' })).resolves.toBe('fresh');
  });

  it('ends a stuck worker when the time is up, rejects clearly and carries on', async () => {
    vi.useFakeTimers();
    const pool = makePool();
    const stuck = run(pool, { kind: 'spin' }, 1_000);
    const queued = run(pool, { kind: 'echo', value: 'next' }, 1_000);
    const outcome = expect(stuck).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Narration timed out after 1000 ms (spin); its worker was restarted',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
    vi.useRealTimers();
    await expect(queued).resolves.toBe('next');
    expect(pool.workerCount).toBe(1);
  });

  it('ends idle workers after a while', async () => {
    vi.useFakeTimers();
    const pool = makePool(1, 60_000);
    await run(pool, { kind: 'echo', value: 'x' });
    expect(pool.workerCount).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pool.workerCount).toBe(0);
  });

  it('closes: rejects running and queued jobs, ends its workers, refuses new jobs', async () => {
    const pool = makePool();
    const running = expect(run(pool, { kind: 'spin' })).rejects.toMatchObject({ code: 'CLOSED' });
    const queued = expect(run(pool, { kind: 'echo', value: 'no' })).rejects.toMatchObject({
      code: 'CLOSED',
    });
    await pool.close();
    await running;
    await queued;
    await expect(run(pool, { kind: 'echo', value: 'late' })).rejects.toMatchObject({
      code: 'CLOSED',
    });
    expect(pool.workerCount).toBe(0);
    // A thread that has exited reports -1.
    expect(spawned.map((worker) => worker.threadId)).toEqual(spawned.map(() => -1));
  });
});
