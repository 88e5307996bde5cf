import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../app-error.js';
import { createSharedStreamCounts, type SharedPlace } from './shared-stream-counts.js';

// Every open event stream holds a socket (an open file) for as long as the client likes: without
// caps one guest's token opened 19,500 of them and the health check stopped answering. Streams
// are counted per user, per address and in total; one over a cap is refused before it opens
// (429, or 503 when this replica is full) with Retry-After, and a stream that has carried no
// event for a while is closed (EventSource reconnects on its own, so a live app notices
// nothing, and an abandoned one stops holding a socket). With Redis the counts per user and
// per address hold across every replica; the total is what one replica's sockets can carry.

export interface StreamLimits {
  perUser: number;
  perAddress: number;
  /** On this replica. */
  total: number;
  /** A stream that has sent no event (keep-alives do not count) this long is closed. */
  idleMs: number;
  retryAfterSeconds: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  // A family with a few devices, each with a notification stream and a story or two open.
  perUser: 12,
  // A school or a household behind one address.
  perAddress: 200,
  total: 4_000,
  idleMs: 15 * 60_000,
  retryAfterSeconds: 30,
};

/** How long a replica's count of a stream lasts in Redis unless renewed (a third of it). */
export const STREAM_LEASE_MS = 60_000;

export interface StreamHolder {
  userId: string | undefined;
  address: string;
}

export interface StreamPass {
  /** Gives the stream's places back; call once, when it ends. */
  release(): void;
}

export interface StreamCaps {
  /** Mutable, so tests (and later configuration) can lower them. */
  limits: StreamLimits;
  /** Streams open on this replica. */
  readonly open: number;
  /** Counts the stream in, or throws the refusal. */
  admit(holder: StreamHolder): Promise<StreamPass>;
  /** Renews this replica's counts in Redis now (a timer does it; tests call it). */
  renew(): Promise<void>;
  close(): void;
}

function bump(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

export function createStreamCaps(
  options: {
    limits?: StreamLimits;
    shared?: { redis: Redis; prefix: string };
    log?: FastifyBaseLogger;
  } = {},
): StreamCaps {
  // This replica's own counts: the caps without Redis, and the fallback while it is away.
  const byUser = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let open = 0;
  const shared =
    options.shared &&
    options.log &&
    createSharedStreamCounts({ ...options.shared, leaseMs: STREAM_LEASE_MS, log: options.log });

  const refuse = (code: 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE', message: string) => {
    const retryAfterSeconds = caps.limits.retryAfterSeconds;
    return new AppError(code, message, { details: { retryAfterSeconds } });
  };
  const overUser = () => refuse('RATE_LIMITED', 'Too many live connections for this account.');
  const overAddress = () => refuse('RATE_LIMITED', 'Too many live connections from this address.');

  /** A place under the shared count, or the local count's verdict when Redis fails. */
  async function place(key: string, limit: number, local: number): Promise<SharedPlace | null> {
    if (!shared) return local < limit ? { release() {} } : null;
    try {
      return await shared.take(key, limit);
    } catch (error) {
      options.log?.warn({ err: error }, 'live stream counts in Redis unavailable, counting here');
      return local < limit ? { release() {} } : null;
    }
  }

  const caps: StreamCaps = {
    limits: options.limits ?? { ...DEFAULT_STREAM_LIMITS },
    get open() {
      return open;
    },
    async admit({ userId, address }) {
      const { perUser, perAddress, total } = caps.limits;
      if (open >= total) {
        throw refuse('SERVICE_UNAVAILABLE', 'The server is busy. Please try again shortly.');
      }
      // Held while Redis answers, so parallel requests cannot all pass the same check.
      const localUser = userId === undefined ? 0 : (byUser.get(userId) ?? 0);
      const localAddress = byAddress.get(address) ?? 0;
      open += 1;
      if (userId !== undefined) bump(byUser, userId, 1);
      bump(byAddress, address, 1);
      const places: SharedPlace[] = [];
      const giveBack = () => {
        for (const taken of places.splice(0)) taken.release();
        open = Math.max(0, open - 1);
        if (userId !== undefined) bump(byUser, userId, -1);
        bump(byAddress, address, -1);
      };
      try {
        if (userId !== undefined) {
          const forUser = await place(`user:${userId}`, perUser, localUser);
          if (!forUser) throw overUser();
          places.push(forUser);
        }
        const forAddress = await place(`address:${address}`, perAddress, localAddress);
        if (!forAddress) throw overAddress();
        places.push(forAddress);
      } catch (error) {
        giveBack();
        throw error;
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          giveBack();
        },
      };
    },
    renew: async () => shared?.renew(),
    close: () => shared?.stop(),
  };
  return caps;
}
