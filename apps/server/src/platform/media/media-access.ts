import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import { findAppMeta, keepFirstAppMeta } from '../app-meta.repo.js';
import type { Clock } from '../clock.js';
import { assertMediaKey, isPublicKey } from './media-keys.js';
import { MEDIA_ROUTE_PREFIX } from './media-url.js';

/** true: serve it. false or undefined: this rule does not grant it (another rule may). */
export type MediaAccessRule = (
  key: string,
  request: FastifyRequest,
) => boolean | undefined | Promise<boolean | undefined>;

const SIGNING_KEY_NAME = 'media_signing_key';

/**
 * Who may read a media key through GET /api/media/*. `public/…` keys: anyone. `private/…`
 * keys: a request that a registered rule approves (the stories module checks ownership of
 * `private/stories/<id>/…`), or a signed URL — for <img> and <audio>, which cannot send a
 * bearer token.
 */
export class MediaAccess {
  readonly #rules: { prefix: string; rule: MediaAccessRule }[] = [];
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  #signingKey: Promise<Buffer> | undefined;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Adds a rule for the private keys under `prefix` (`private/stories/`). */
  allow(prefix: string, rule: MediaAccessRule): void {
    if (!prefix.startsWith('private/') || !prefix.endsWith('/')) {
      throw new TypeError(
        `An access rule covers a private folder such as private/stories/, not "${prefix}"`,
      );
    }
    this.#rules.push({ prefix, rule });
  }

  async canRead(key: string, request: FastifyRequest): Promise<boolean> {
    if (isPublicKey(key)) return true;
    const query = request.query as Record<string, unknown> | undefined;
    if (await this.#validSignature(key, query?.expires, query?.signature)) return true;
    for (const { prefix, rule } of this.#rules) {
      if (key.startsWith(prefix) && (await rule(key, request)) === true) return true;
    }
    return false;
  }

  /** A URL to a private key that works without credentials until it expires. */
  async signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertMediaKey(key);
    const expires = Math.floor(this.#clock.now().getTime() / 1000) + expiresInSeconds;
    const signature = await this.#sign(key, expires);
    return `${MEDIA_ROUTE_PREFIX}${key}?expires=${expires}&signature=${signature}`;
  }

  async #validSignature(key: string, expires: unknown, signature: unknown): Promise<boolean> {
    if (typeof expires !== 'string' || typeof signature !== 'string') return false;
    if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
    if (Number(expires) * 1000 < this.#clock.now().getTime()) return false;
    const expected = Buffer.from(await this.#sign(key, Number(expires)));
    return timingSafeEqual(expected, Buffer.from(signature));
  }

  async #sign(key: string, expires: number): Promise<string> {
    this.#signingKey ??= this.#loadSigningKey().catch((error: unknown) => {
      this.#signingKey = undefined;
      throw error;
    });
    const secret = await this.#signingKey;
    return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  }

  /** Made once per installation and kept in app_meta, so every replica signs alike. */
  async #loadSigningKey(): Promise<Buffer> {
    const existing = await findAppMeta(this.#db, SIGNING_KEY_NAME);
    if (existing) return Buffer.from(existing, 'base64');
    // Another replica may win the race: whatever is kept is the key.
    const kept = await keepFirstAppMeta(
      this.#db,
      SIGNING_KEY_NAME,
      randomBytes(32).toString('base64'),
      toDbTime(this.#clock.now()),
    );
    return Buffer.from(kept, 'base64');
  }
}
