import { describe, expect, it } from 'vitest';
import { deferred } from '../../test/deferred.testing.js';
import { createSharedReads } from './shared-reads.js';

function setup(maxEntries = 10) {
  const clock = { now: 1_000 };
  const reads = createSharedReads<string>({ ttlMs: 100, maxEntries, now: () => clock.now });
  let calls = 0;
  const read = (value: string) => () => {
    calls += 1;
    return Promise.resolve(value);
  };
  return { clock, reads, read, calls: () => calls };
}

describe('shared reads', () => {
  it('gives every request within the TTL the first read, then reads again', async () => {
    const { clock, reads, read, calls } = setup();
    expect(await reads.get('k', read('first'))).toBe('first');
    clock.now += 99;
    expect(await reads.get('k', read('second'))).toBe('first');
    expect(calls()).toBe(1);
    clock.now += 1;
    expect(await reads.get('k', read('third'))).toBe('third');
    expect(calls()).toBe(2);
  });

  it('lets requests that miss together share one read', async () => {
    const { reads } = setup();
    const slow = deferred<string>();
    let calls = 0;
    const read = () => {
      calls += 1;
      return slow.promise;
    };
    const answers = Promise.all([reads.get('k', read), reads.get('k', read), reads.get('k', read)]);
    slow.resolve('once');
    expect(await answers).toEqual(['once', 'once', 'once']);
    expect(calls).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const { reads, read } = setup();
    const failing = deferred<string>();
    const first = reads.get('k', () => failing.promise);
    failing.reject(new Error('database went away'));
    await expect(first).rejects.toThrow('database went away');
    expect(await reads.get('k', read('retried'))).toBe('retried');
  });

  it('never keeps a read that was in flight when everything was cleared', async () => {
    const { reads, read } = setup();
    const before = deferred<string>();
    const stale = reads.get('k', () => before.promise);
    reads.clear();
    before.resolve('before the change');
    expect(await stale).toBe('before the change');
    expect(await reads.get('k', read('after the change'))).toBe('after the change');
  });

  it('drops everything rather than grow past maxEntries', async () => {
    const { reads, read } = setup(3);
    for (const key of ['a', 'b', 'c']) await reads.get(key, read(key));
    expect(reads.size).toBe(3);
    await reads.get('d', read('d'));
    expect(reads.size).toBe(1);
  });
});
