import crypto from 'node:crypto';
import { systemClock, type Clock } from '../clock.js';
import type { RequestUser } from './access.js';

/**
 * The user a bearer token resolved to, kept for a few seconds so that a client's burst of API
 * calls pays the session lookup once (docs/decisions/0003-identity.md, "Session cache").
 * In-process only: every change this process makes to a session or user drops entries at once;
 * another replica's change is seen here when the entry's TTL runs out.
 */
/**
 * What an entry holds: the user, and whatever else the auth hook looks up with the session
 * (the account's children, auth-hook.ts).
 */
export interface SessionCache<U extends { id: string } = RequestUser> {
  /** False when SESSION_CACHE_MS is 0: nothing is kept. */
  readonly enabled: boolean;
  readonly size: number;
  get(key: string): U | undefined;
  /**
   * Taken before the session lookup and handed back to `set`: an answer read before an
   * invalidation that happened meanwhile is not kept (it may describe the state before it).
   */
  ticket(): number;
  /** Keeps `user` until the TTL ends or the session expires, whichever is first. */
  set(key: string, user: U, sessionExpiresAt: Date, ticket: number): void;
  /** Drops every entry of this user (account deleted, guest converted or purged). */
  forgetUser(userId: string): void;
  /** Drops everything: a change whose user is not known here (sign-out, verification…). */
  clear(): void;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** The app's clock: what the TTL runs on. */
  clock: Clock;
  /** better-auth checks session expiry against the wall clock, and so does the cache. */
  wallClock?: Clock;
}

/** A bearer token's entry: its user and the account's child ids, first the default one. */
export type SessionUser = RequestUser & { readonly childIds: readonly string[] };

export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The key of a request's credentials: a digest, so no token sits in memory longer than needed. */
export function bearerCacheKey(authorization: string): string {
  return crypto.createHash('sha256').update(authorization).digest('base64url');
}

interface Entry<U> {
  user: U;
  /** On the app clock. */
  freshUntil: number;
  /** On the wall clock. */
  sessionExpiresAt: number;
}

export function createSessionCache<U extends { id: string } = RequestUser>(
  options: SessionCacheOptions,
): SessionCache<U> {
  const { ttlMs, clock, maxEntries = SESSION_CACHE_MAX_ENTRIES } = options;
  const wallClock = options.wallClock ?? systemClock;
  // A Map iterates in insertion order: re-inserting on every hit makes the first key the least
  // recently used one.
  const entries = new Map<string, Entry<U>>();
  const keysByUser = new Map<string, Set<string>>();
  let generation = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.user.id);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.user.id);
  }

  return {
    enabled: ttlMs > 0,
    get size() {
      return entries.size;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const fresh =
        clock.now().getTime() < entry.freshUntil &&
        wallClock.now().getTime() < entry.sessionExpiresAt;
      if (!fresh) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.user;
    },
    ticket: () => generation,
    set(key, user, sessionExpiresAt, ticket) {
      if (ttlMs <= 0 || ticket !== generation) return;
      remove(key);
      entries.set(key, {
        user: Object.freeze({ ...user }),
        freshUntil: clock.now().getTime() + ttlMs,
        sessionExpiresAt: sessionExpiresAt.getTime(),
      });
      let keys = keysByUser.get(user.id);
      if (!keys) keysByUser.set(user.id, (keys = new Set()));
      keys.add(key);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        remove(oldest.value);
      }
    },
    forgetUser(userId) {
      generation += 1;
      for (const key of [...(keysByUser.get(userId) ?? [])]) remove(key);
    },
    clear() {
      generation += 1;
      entries.clear();
      keysByUser.clear();
    },
  };
}
