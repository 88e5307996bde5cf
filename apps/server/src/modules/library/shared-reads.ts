/**
 * Results of reads that many requests ask for at once, kept for a short time: every request
 * for a key within `ttlMs` of the first gets the first one's promise, so concurrent misses share
 * one read. A failed read is not kept. `clear()` forgets everything, reads still in flight
 * included: whoever asks next reads again, and a read that began before the change can never
 * be kept after it.
 */
export interface SharedReads<T> {
  get(key: string, read: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export interface SharedReadsOptions {
  ttlMs: number;
  /** Beyond this many keys everything is dropped: a burst of rare keys cannot grow memory. */
  maxEntries: number;
  /** Milliseconds on the app's clock. */
  now: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

export function createSharedReads<T>(options: SharedReadsOptions): SharedReads<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, read) {
      const now = options.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = read();
      if (entries.size >= options.maxEntries) entries.clear();
      const entry = { value, expires: now + options.ttlMs };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
