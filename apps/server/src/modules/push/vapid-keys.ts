import type { Kysely } from 'kysely';
import type { VapidKeys } from '../../config.js';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import { keepFirstAppMeta } from '../../platform/app-meta.repo.js';
import type { Clock } from '../../platform/clock.js';

const KEY = 'vapid_keys';

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise the pair made at first start and kept
 * in app_meta, so every replica signs with the same key and browsers' subscriptions (bound to
 * the public key) survive restarts. Two processes starting at once agree on the first written.
 */
export async function resolveVapidKeys(
  db: Kysely<Database>,
  clock: Clock,
  fromEnv: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (fromEnv) return fromEnv;
  // web-push is loaded here and at the first push, not at start (a few MB an idle server skips).
  const { default: webpush } = await import('web-push');
  const made = webpush.generateVAPIDKeys();
  const kept = await keepFirstAppMeta(
    db,
    KEY,
    JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }),
    toDbTime(clock.now()),
  );
  return JSON.parse(kept) as VapidKeys;
}
