import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { createTestApp, testAuthConfig, type TestApp } from '../../test/test-app.js';
import { signUpVerified, TEST_PASSWORD, uniqueEmail } from '../../test/test-users.js';
import { SIGN_IN_LIMITS } from './sign-in-limits.js';

// Sign-in is throttled per account at an address, per address and per account across
// addresses: a family behind one address does not lock each other out, many addresses cannot
// keep guessing one account, and the owner still gets in from an address they use. In memory
// on one app, and on Redis (TEST_REDIS_URL) with every other try sent to a second replica.
// Each password check takes real CPU time, so the tests that fill a count get more room.
const redisUrl = process.env.TEST_REDIS_URL;
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(stores)('sign-in limits per account and address (%s)', (store) => {
  let t: TestApp;
  let replicas: App[];
  let sent = 0;
  const prefix = `monstory-test-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const auth = testAuthConfig({ rateLimit: true });
    if (store === 'memory') {
      t = await createTestApp({ config: { auth } });
      replicas = [t.app];
      return;
    }
    t = await createTestApp({ config: { auth, redisUrl: redisUrl!, redisPrefix: prefix } });
    const other = await buildApp(t.app.config, {
      database: { db: t.db, kind: t.dbKind } as never,
      clock: t.clock,
    });
    replicas = [t.app, other];
  });
  afterAll(async () => {
    if (store === 'redis') {
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await replicas[1]?.close();
    }
    await t.close();
  });

  const WRONG = 'not-the-password-1';

  function signIn(email: string, password: string, address: string) {
    sent += 1;
    return replicas[sent % replicas.length]!.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress: address,
    });
  }

  async function statuses(times: number, send: () => Promise<{ statusCode: number }>) {
    const result: number[] = [];
    for (let i = 0; i < times; i += 1) result.push((await send()).statusCode);
    return result;
  }

  it('does not lock out another account behind the same address', async () => {
    const owner = await signUpVerified(t.app);
    const address = '10.20.0.1';
    const { max } = SIGN_IN_LIMITS.accountAtAddress;
    const target = uniqueEmail();
    const codes = await statuses(max + 1, () => signIn(target, WRONG, address));
    expect(codes.slice(0, max).every((code) => code === 401)).toBe(true);
    expect(codes[max]).toBe(429);

    expect((await signIn(owner.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    expect((await signIn(uniqueEmail(), WRONG, address)).statusCode).toBe(401);
  });

  it('throttles many addresses guessing one account, yet lets the owner in where they sign in', async () => {
    const owner = await signUpVerified(t.app);
    const home = '10.21.0.1';
    expect((await signIn(owner.email, TEST_PASSWORD, home)).statusCode).toBe(200);

    const { max } = SIGN_IN_LIMITS.account;
    const from = (i: number) =>
      signIn(owner.email, WRONG, `10.22.${Math.floor(i / 200)}.${i % 200}`);
    const codes: number[] = [];
    for (let i = 0; i <= max; i += 1) codes.push((await from(i)).statusCode);
    expect(codes.slice(0, max).every((code) => code === 401)).toBe(true);
    const refused = await from(max + 1);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A new address waits too; the address the account signs in from does not.
    expect((await signIn(owner.email, TEST_PASSWORD, '10.23.0.1')).statusCode).toBe(429);
    expect((await signIn(owner.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  }, 120_000);

  it('starts the count at an address again after the right password', async () => {
    const owner = await signUpVerified(t.app);
    const address = '10.24.0.1';
    const { max } = SIGN_IN_LIMITS.accountAtAddress;
    const wrong = () => signIn(owner.email, WRONG, address);
    expect(await statuses(max - 1, wrong)).toEqual(Array(max - 1).fill(401));
    expect((await signIn(owner.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    expect(await statuses(max, wrong)).toEqual(Array(max).fill(401));
    expect((await wrong()).statusCode).toBe(429);
  });

  it('limits one address guessing many accounts, yet not an owner who signs in there', async () => {
    const owner = await signUpVerified(t.app);
    const address = '10.25.0.1';
    expect((await signIn(owner.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    const { max } = SIGN_IN_LIMITS.address;
    const codes = await statuses(max + 1, () => signIn(uniqueEmail(), WRONG, address));
    expect(codes.slice(0, max).every((code) => code === 401)).toBe(true);
    expect(codes[max]).toBe(429);
    // Another address is not affected, nor the owner where they signed in before.
    expect((await signIn(uniqueEmail(), WRONG, '10.25.0.2')).statusCode).toBe(401);
    expect((await signIn(owner.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    // Whoever guesses there still meets the count for the account at that address.
    const { max: atAddress } = SIGN_IN_LIMITS.accountAtAddress;
    const guesses = await statuses(atAddress + 1, () => signIn(owner.email, WRONG, address));
    expect(guesses).toEqual([...Array<number>(atAddress).fill(401), 429]);
  }, 120_000);
});
