import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import { keepFirstAppMeta } from '../app-meta.repo.js';
import type { Clock } from '../clock.js';

const KEY = 'better_auth_secret';

/**
 * BETTER_AUTH_SECRET when set; otherwise the secret made at first start and kept in app_meta,
 * so sessions survive a restart. Two processes starting at once agree on the first one written.
 */
export async function resolveAuthSecret(
  db: Kysely<Database>,
  clock: Clock,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv) return fromEnv;
  return keepFirstAppMeta(
    db,
    KEY,
    crypto.randomBytes(32).toString('base64url'),
    toDbTime(clock.now()),
  );
}
