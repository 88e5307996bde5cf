import { SafetyCheckResponseSchema } from '@monstory/contracts/safety';
import type { SafetyCheckRequest, SafetyCheckResponse } from '@monstory/contracts/safety';
import { apiPost } from '../api/api-client';

/**
 * POST /api/safety/check: the gate story and monster creation use, asked while the parent
 * types. One try, no retries: the answer is a courtesy, and creation checks again on the server.
 */
export function postSafetyCheck(
  request: SafetyCheckRequest,
  signal: AbortSignal,
): Promise<SafetyCheckResponse> {
  return apiPost('/safety/check', request, { schema: SafetyCheckResponseSchema, signal });
}
