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
  /** Anything else: 'Could not create story: {error}' with retry and cancel. */
  | 'failed';

export function classifyCreateError(error: unknown): CreateFailure {
  if (purchaseRequirementOf(error)) return 'purchase';
  if (!isApiError(error)) return 'failed';
  const { code } = error;
  if (code === 'STORY_LIMIT_REACHED') return 'limit';
  if (code === 'TERMS_NOT_ACCEPTED') return 'terms';
  if (code === 'UNSAFE_REQUEST') return 'unsafe';
  return 'failed';
}
