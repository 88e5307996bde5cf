import { HttpError, NetworkError, RequestTimeoutError } from './api-errors';

/** Only calls that are safe to repeat are ever retried. */
export function isIdempotentMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** 408 and 429 ask the client to come back; 5xx may pass. Other 4xx will fail the same way again. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Refusals that name a later day: asking again in a few seconds cannot pass. */
const UNTIL_LATER = new Set(['DAILY_LIMIT_REACHED']);

/** Network failures and timeouts are worth another try; so are the statuses above. */
export function isRetryableFailure(error: unknown): boolean {
  if (error instanceof HttpError) {
    return isRetryableStatus(error.status) && !UNTIL_LATER.has(error.body?.error.code ?? '');
  }
  return error instanceof RequestTimeoutError || error instanceof NetworkError;
}
