import type { RateLimitRule, RateLimitStore } from './rate-limit-store.js';

/**
 * Password sign-in is limited per account and address together, per account and per address.
 * A family behind one address does not lock each other out (the address allows many tries,
 * spread over their own accounts), one attacker cannot lock a family out from their own
 * address for long, and many addresses together cannot keep guessing one account.
 */
export const SIGN_IN_LIMITS = {
  accountAtAddress: { window: 60, max: 5 },
  account: { window: 15 * 60, max: 30 },
  address: { window: 60, max: 60 },
} satisfies Record<string, RateLimitRule>;

function accountOf(body: unknown): string {
  if (!Buffer.isBuffer(body)) return '';
  try {
    const email = (JSON.parse(body.toString('utf8')) as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
  } catch {
    return '';
  }
}

/** Seconds to wait before this sign-in may be tried, or null when it may go ahead. */
export async function signInWait(
  store: RateLimitStore,
  address: string,
  body: unknown,
): Promise<number | null> {
  const account = accountOf(body);
  const checks: [string, RateLimitRule][] = [
    [`sign-in:address:${address}`, SIGN_IN_LIMITS.address],
    ...(account
      ? ([
          [`sign-in:account-at:${address}:${account}`, SIGN_IN_LIMITS.accountAtAddress],
          [`sign-in:account:${account}`, SIGN_IN_LIMITS.account],
        ] as [string, RateLimitRule][])
      : []),
  ];
  let wait: number | null = null;
  for (const [key, rule] of checks) {
    const result = await store.consume(key, rule);
    if (!result.allowed) wait = Math.max(wait ?? 0, result.retryAfter ?? 1);
  }
  return wait;
}
