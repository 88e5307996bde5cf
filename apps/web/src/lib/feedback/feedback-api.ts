import { FeedbackStatusSchema } from '@monstory/contracts/library';
import type { FeedbackStatus, FeedbackSubmitRequest } from '@monstory/contracts/library';
import { apiGet, apiPost } from '../api/api-client';

// docs/product.md#feedback feedback calls; docs/product.md#errors: status and decline failures are logged only, a submit failure is
// the caller's to show.

export const FEEDBACK_STATUS_KEY = ['feedback', 'status'] as const;

/** GET /api/feedback/status */
export function fetchFeedbackStatus(signal?: AbortSignal): Promise<FeedbackStatus> {
  return apiGet('/feedback/status', { schema: FeedbackStatusSchema, signal });
}

/** POST /api/feedback/submit */
export function submitFeedback(body: FeedbackSubmitRequest): Promise<unknown> {
  return apiPost('/feedback/submit', body);
}

/** POST /api/feedback/decline: a failure is logged and otherwise ignored. */
export async function declineFeedback(): Promise<void> {
  try {
    await apiPost('/feedback/decline');
  } catch (error) {
    console.warn('Feedback decline was not saved', error);
  }
}
