import crypto from 'node:crypto';
import {
  FREE_DAILY_STORIES,
  GUEST_DAILY_STORIES_PER_ADDRESS,
  nextQuotaDay,
  quotaDayStart,
  SUBSCRIBER_DAILY_STORIES,
  type DailyLimitDetails,
  type DailyLimitKind,
} from '@monstory/contracts/generation-limits';
import type { LanguageCode } from '@monstory/contracts/language';
import { generate as en } from '@monstory/i18n/locales/en/generate';
import { generate as no } from '@monstory/i18n/locales/no/generate';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../../db/columns.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../platform/app-error.js';
import { resolveAuthSecret } from '../../../platform/auth/auth-secret.js';
import {
  countGuestStoriesSince,
  countUnpaidStoriesSince,
  lockGuestOrigin,
} from './story-daily-quota.repo.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// The daily generation quotas (@monstory/contracts/generation-limits), checked inside the
// transaction that creates the story, after the profile row lock: the count and the insert
// cannot race. What credits pay for is not limited; the queue's fairness handles that.

// By the app's database (whose app_meta holds the secret when the config has none): every
// context built on it shares one key, however often it is spread.
const keys = new WeakMap<object, Promise<Buffer>>();

function originKey(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config'>): Promise<Buffer> {
  let key = keys.get(ctx.db);
  if (!key) {
    key = resolveAuthSecret(ctx.db, ctx.clock, ctx.config.auth.secret).then((secret) =>
      crypto.createHmac('sha256', secret).update('monstory guest origin').digest(),
    );
    key.catch(() => keys.delete(ctx.db));
    keys.set(ctx.db, key);
  }
  return key;
}

/** What a guest's story keeps of the address it was asked from: a keyed hash, never the address. */
export async function guestOrigin(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'config'>,
  address: string,
): Promise<string> {
  const mac = crypto
    .createHmac('sha256', await originKey(ctx))
    .update(address)
    .digest();
  return mac.subarray(0, 16).toString('base64url');
}

const MESSAGES = { no: no.errors.dailyLimit, en: en.errors.dailyLimit } as const;

/** The refusal, worded in the family's language (Norwegian for the languages not yet written). */
export function dailyLimitReached(
  kind: DailyLimitKind,
  allowed: number,
  now: Date,
  language: LanguageCode,
): AppError {
  const resetsAt = nextQuotaDay(now);
  const details: DailyLimitDetails = {
    limit: kind,
    allowed,
    resetsAt: resetsAt.toISOString(),
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
  };
  const message = MESSAGES[language === 'en' ? 'en' : 'no'][kind].replace(
    '{{allowed}}',
    String(allowed),
  );
  return new AppError('DAILY_LIMIT_REACHED', message, {
    details,
    retryAfterSeconds: details.retryAfterSeconds,
  });
}

export interface DailyQuotaRequest {
  userId: string;
  /** Set for a guest: the keyed hash of the request's address. */
  guestOrigin: string | null;
  /** Credits this story spends: a paid story is not counted. */
  credits: number;
  subscribed: boolean;
  language: LanguageCode;
}

/** Refuses with 429 DAILY_LIMIT_REACHED when this story would pass a daily quota. */
export async function assertDailyQuota(
  ctx: Pick<ServiceContext, 'clock' | 'dbKind'>,
  trx: Kysely<Database>,
  request: DailyQuotaRequest,
): Promise<void> {
  const now = ctx.clock.now();
  const since = toDbTime(quotaDayStart(now));
  if (request.guestOrigin !== null) {
    await lockGuestOrigin(trx, ctx.dbKind, request.guestOrigin);
    const made = await countGuestStoriesSince(trx, request.guestOrigin, since);
    if (made >= GUEST_DAILY_STORIES_PER_ADDRESS) {
      throw dailyLimitReached(
        'guestAddress',
        GUEST_DAILY_STORIES_PER_ADDRESS,
        now,
        request.language,
      );
    }
  }
  if (request.credits > 0) return;
  const [kind, allowed] = request.subscribed
    ? (['subscriber', SUBSCRIBER_DAILY_STORIES] as const)
    : (['free', FREE_DAILY_STORIES] as const);
  const made = await countUnpaidStoriesSince(trx, request.userId, since);
  if (made >= allowed) throw dailyLimitReached(kind, allowed, now, request.language);
}
