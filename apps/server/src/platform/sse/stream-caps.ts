import { AppError } from '../app-error.js';

// Every open event stream holds a socket (an open file) for as long as the client likes: without
// caps one guest's token opened 19,500 of them and the health check stopped answering. Streams
// are counted per user, per address and in total; one over a cap is refused before it opens
// (429, or 503 when the whole server is full) with Retry-After, and a stream that has carried
// no event for a while is closed (EventSource reconnects on its own, so a live app notices
// nothing, and an abandoned one stops holding a socket).

export interface StreamLimits {
  perUser: number;
  perAddress: number;
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

export interface StreamHolder {
  userId: string | undefined;
  address: string;
}

export interface StreamCaps {
  /** Mutable, so tests (and later configuration) can lower them. */
  limits: StreamLimits;
  readonly open: number;
  /** Counts the stream in, or throws the refusal; `release` must follow once it ends. */
  admit(holder: StreamHolder): void;
  release(holder: StreamHolder): void;
}

function bump(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

export function createStreamCaps(limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS }): StreamCaps {
  const byUser = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let open = 0;
  const refuse = (code: 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE', message: string) => {
    const retryAfterSeconds = caps.limits.retryAfterSeconds;
    return new AppError(code, message, { details: { retryAfterSeconds } });
  };
  const caps: StreamCaps = {
    limits,
    get open() {
      return open;
    },
    admit({ userId, address }) {
      const { perUser, perAddress, total } = caps.limits;
      if (userId !== undefined && (byUser.get(userId) ?? 0) >= perUser) {
        throw refuse('RATE_LIMITED', 'Too many live connections for this account.');
      }
      if ((byAddress.get(address) ?? 0) >= perAddress) {
        throw refuse('RATE_LIMITED', 'Too many live connections from this address.');
      }
      if (open >= total) {
        throw refuse('SERVICE_UNAVAILABLE', 'The server is busy. Please try again shortly.');
      }
      if (userId !== undefined) bump(byUser, userId, 1);
      bump(byAddress, address, 1);
      open += 1;
    },
    release({ userId, address }) {
      if (userId !== undefined) bump(byUser, userId, -1);
      bump(byAddress, address, -1);
      open = Math.max(0, open - 1);
    },
  };
  return caps;
}
