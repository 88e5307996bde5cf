import { take, type RateLimitRule, type RateLimitStore } from './rate-limit-store.js';

/**
 * Password sign-in is throttled per account at one address, per address, and per account
 * across addresses, the way rate-limiter-flexible's login protection counts them:
 *
 * - a family behind one address does not lock each other out: one member's wrong passwords
 *   use up that member's own count at the address, and the address allows many more tries;
 * - one address cannot guess many accounts for long (a minute's and a day's count);
 * - many addresses together cannot keep guessing one account (the account's own count);
 * - at an address where the account has signed in before, only the account's own counts at
 *   that address apply: whoever else fills the address's or the account's counts (a stranger
 *   behind the same mobile network's address, or an attacker elsewhere), the owner still gets
 *   in from home, and a guesser there still meets the count at the address;
 * - a correct password starts the account's count at that address again and gives back the try.
 *
 * Every try is counted before it reaches the password check, so a burst of parallel guesses
 * cannot slip past a count that is only written afterwards.
 */
export const SIGN_IN_LIMITS = {
  accountAtAddress: { window: 60, max: 5 },
  accountAtAddressDaily: { window: 24 * 60 * 60, max: 50 },
  address: { window: 60, max: 60 },
  addressDaily: { window: 24 * 60 * 60, max: 300 },
  account: { window: 15 * 60, max: 30 },
} satisfies Record<string, RateLimitRule>;

/**
 * How long an address where an account signed in stays known to it; each sign-in there starts
 * it again. (The memory limiter forgets a key with a timer, and Node's timers stop at 24 days.)
 */
const KNOWN_ADDRESS: RateLimitRule = { window: 21 * 24 * 60 * 60, max: 1 };

export interface SignInAttempt {
  /** Seconds to wait before this sign-in may be tried, or null when it may go ahead. */
  wait: number | null;
  /** Tells the limits how the try ended (the identity service's HTTP status). */
  settle(status: number): Promise<void>;
}

function accountOf(body: unknown): string {
  if (!Buffer.isBuffer(body)) return '';
  try {
    const email = (JSON.parse(body.toString('utf8')) as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
  } catch {
    return '';
  }
}

export async function startSignIn(
  store: RateLimitStore,
  address: string,
  body: unknown,
): Promise<SignInAttempt> {
  const account = accountOf(body);
  const pair = `${account}@${address}`;
  const limiter = (name: keyof typeof SIGN_IN_LIMITS) =>
    store.limiter(`sign-in-${name}`, SIGN_IN_LIMITS[name]);
  const known = store.limiter('sign-in-known-address', KNOWN_ADDRESS);

  type Count = [keyof typeof SIGN_IN_LIMITS, string];
  const atAddress: Count[] = [
    ['accountAtAddress', pair],
    ['accountAtAddressDaily', pair],
  ];
  const knownHere = account !== '' && (await known.get(pair).catch(() => null)) !== null;
  const counted: Count[] = knownHere
    ? atAddress
    : [
        ['address', address],
        ['addressDaily', address],
        ...(account ? [...atAddress, ['account', account] as Count] : []),
      ];
  const results = await Promise.all(counted.map(([name, key]) => take(limiter(name), key)));
  const refused = results.filter((result) => !result.allowed);
  const wait = refused.length > 0 ? Math.max(...refused.map((r) => r.retryAfter ?? 1)) : null;

  return {
    wait,
    async settle(status) {
      if (wait !== null || status !== 200 || !account) return;
      await Promise.all([
        ...counted.map(([name, key]) =>
          name.startsWith('accountAtAddress')
            ? limiter(name).delete(key)
            : limiter(name).reward(key),
        ),
        known.set(pair, 1, KNOWN_ADDRESS.window),
      ]).catch(() => undefined);
    },
  };
}
