import {
  DailyLimitDetailsSchema,
  type DailyLimitDetails,
} from '@monstory/contracts/generation-limits';
import { isApiError } from '../../lib/api/api-errors';
import { purchaseRequirementOf } from '../../lib/purchase/purchase-requirement';

/** What a failed POST /api/story means for the screen. */
export type CreateFailure =
  /** 402 NOT_ENOUGH_CREDITS: the purchase overlay. */
  | 'purchase'
  /** 402 STORY_LIMIT_REACHED: the guest is invited to sign up. */
  | 'limit'
  /** 403 TERMS_NOT_ACCEPTED: the profile was out of date. */
  | 'terms'
  /** 400 UNSAFE_REQUEST from the safety check: a kind refusal, shown by the description. */
  | 'unsafe'
  /** 429 DAILY_LIMIT_REACHED: today's quota is used; says when it comes back, offers no retry. */
  | 'daily'
  /** Anything else: 'Could not create story: {error}' with retry and cancel. */
  | 'failed';

export function classifyCreateError(error: unknown): CreateFailure {
  if (purchaseRequirementOf(error)) return 'purchase';
  if (!isApiError(error)) return 'failed';
  const { code } = error;
  if (code === 'STORY_LIMIT_REACHED') return 'limit';
  if (code === 'TERMS_NOT_ACCEPTED') return 'terms';
  if (code === 'UNSAFE_REQUEST') return 'unsafe';
  if (code === 'DAILY_LIMIT_REACHED') return 'daily';
  return 'failed';
}

/** The quota a 429 DAILY_LIMIT_REACHED names; a free account's when the details are unreadable. */
export function dailyLimitOf(error: unknown): DailyLimitDetails | null {
  if (!isApiError(error) || error.code !== 'DAILY_LIMIT_REACHED') return null;
  const parsed = DailyLimitDetailsSchema.safeParse(error.body?.error.details);
  return parsed.success
    ? parsed.data
    : { limit: 'free', allowed: 0, resetsAt: '', retryAfterSeconds: 1 };
}
