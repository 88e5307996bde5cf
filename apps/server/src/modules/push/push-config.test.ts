import crypto from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

// PUSH_ENABLED, VAPID_* and FIREBASE_SERVICE_ACCOUNT as config.ts reads them.

function vapidPair() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
  };
}

function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('push configuration', () => {
  it('is on by default, with keys from the database and the team as VAPID subject', () => {
    expect(loadConfig({}).push).toEqual({
      enabled: true,
      vapidKeys: undefined,
      vapidSubject: 'mailto:team@monstory.invalid',
      firebaseServiceAccount: undefined,
    });
    expect(loadConfig({ PUSH_ENABLED: 'false' }).push.enabled).toBe(false);
    expect(problem({ PUSH_ENABLED: 'nope' })).toMatch(/PUSH_ENABLED must be one of true, false/);
  });

  it('takes a VAPID key pair, but only a matching, complete one, and never prints the private key', () => {
    const keys = vapidPair();
    const env = { ...keys, VAPID_SUBJECT: 'https://monstory.example/contact' };
    expect(loadConfig(env).push).toMatchObject({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      vapidSubject: 'https://monstory.example/contact',
    });

    expect(problem({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toMatch(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    const other = vapidPair();
    expect(problem({ ...keys, VAPID_PRIVATE_KEY: other.VAPID_PRIVATE_KEY })).toMatch(
      /VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/,
    );
    const short = problem({ ...keys, VAPID_PRIVATE_KEY: 'c2hvcnQ' });
    expect(short).toMatch(/VAPID_PRIVATE_KEY must be a P-256 private key.*\(value hidden\)/);
    const padded = problem({ ...keys, VAPID_PUBLIC_KEY: `${keys.VAPID_PUBLIC_KEY}=` });
    expect(padded).toMatch(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    expect(problem({ VAPID_SUBJECT: 'http://monstory.example' })).toMatch(
      /VAPID_SUBJECT must be a mailto: address or an https: URL/,
    );
  });

  it('reads FIREBASE_SERVICE_ACCOUNT as JSON or as a path, hiding it in errors', () => {
    const account = { project_id: 'p', client_email: 'e@p.iam', private_key: 'KEY-SECRET' };
    expect(
      loadConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) }).push.firebaseServiceAccount,
    ).toEqual(account);
    expect(
      loadConfig({ FIREBASE_SERVICE_ACCOUNT: 'secrets/fcm.json' }, '/srv/monstory').push
        .firebaseServiceAccount,
    ).toEqual({ path: path.resolve('/srv/monstory', 'secrets/fcm.json') });

    const incomplete = problem({
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, client_email: undefined }),
    });
    expect(incomplete).toMatch(/FIREBASE_SERVICE_ACCOUNT must be a service account JSON/);
    expect(incomplete).not.toContain('KEY-SECRET');
    expect(problem({ FIREBASE_SERVICE_ACCOUNT: '{not json' })).toMatch(/FIREBASE_SERVICE_ACCOUNT/);
  });
});
