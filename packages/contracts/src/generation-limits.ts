import { z } from 'zod';
import { DAY_MS } from './time';

// Daily generation quotas: what costs us model time without costing the family credits is
// limited per day, so a script cannot flood the queue. Stories paid for with credits are not
// counted. The day is the UTC day; a refusal is 429 DAILY_LIMIT_REACHED with Retry-After until
// the next one.

/** Stories all guest accounts made from one address may make in a day (a household, a school). */
export const GUEST_DAILY_STORIES_PER_ADDRESS = 20;
/** Free stories (no credits spent, no subscription) one account may make in a day. */
export const FREE_DAILY_STORIES = 10;
/** Stories a subscription covers in a day: fair use, far above what a family reads. */
export const SUBSCRIBER_DAILY_STORIES = 40;

const DailyLimitKindSchema = z.enum(['guestAddress', 'free', 'subscriber']);
export type DailyLimitKind = z.infer<typeof DailyLimitKindSchema>;

/** `details` of a 429 DAILY_LIMIT_REACHED. */
export const DailyLimitDetailsSchema = z.object({
  limit: DailyLimitKindSchema,
  /** Stories of this kind allowed a day. */
  allowed: z.number().int(),
  /** When the next day starts (ISO 8601, UTC). */
  resetsAt: z.string(),
  retryAfterSeconds: z.number().int().min(1),
});
export type DailyLimitDetails = z.infer<typeof DailyLimitDetailsSchema>;

/** The start of the quota day `now` falls in. */
export function quotaDayStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** The start of the next quota day. */
export function nextQuotaDay(now: Date): Date {
  return new Date(quotaDayStart(now).getTime() + DAY_MS);
}
