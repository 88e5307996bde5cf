import { RequestTimeoutError, isApiError } from './api-errors';

/** Keys of the `api` locale namespace. */
export type ApiMessageKey = 'offline' | 'timeout' | 'serverProblem' | 'generic';

export function apiErrorMessageKey(error: unknown, online = navigator.onLine): ApiMessageKey {
  if (!online) return 'offline';
  if (!isApiError(error)) return 'generic';
  if (error.finalCause instanceof RequestTimeoutError) return 'timeout';
  if (error.kind === 'network' || (error.kind === 'max-retries' && error.status === undefined)) {
    return 'offline';
  }
  if (error.status !== undefined && error.status >= 500) return 'serverProblem';
  return 'generic';
}

/**
 * What to tell the user about a failed call: the server's own message for a request the user can
 * fix (4xx with a body), otherwise calm wording from the `api` namespace.
 */
export function describeApiError(
  error: unknown,
  t: (key: ApiMessageKey) => string,
  online = navigator.onLine,
): string {
  if (online && isApiError(error) && error.serverMessage && (error.status ?? 500) < 500) {
    return error.serverMessage;
  }
  return t(apiErrorMessageKey(error, online));
}
