import { describe, expect, it } from 'vitest';
import { apiErrorMessageKey, describeApiError } from './api-error-message';
import { ApiError, HttpError, MaxRetriesError, RequestTimeoutError } from './api-errors';

const t = (key: string) => `t:${key}`;

function apiError(kind: ApiError['kind'], cause: unknown, http?: HttpError) {
  return new ApiError({ method: 'GET', path: '/x', kind, cause, attempts: 1, http });
}

describe('describeApiError', () => {
  it('shows the server message for a request the user can fix', () => {
    const http = new HttpError(409, { error: { code: 'CONFLICT', message: 'Allerede tatt' } });
    expect(describeApiError(apiError('http', http, http), t, true)).toBe('Allerede tatt');
  });

  it('hides server wording for 5xx', () => {
    const http = new HttpError(500, { error: { code: 'INTERNAL', message: 'stack…' } });
    expect(describeApiError(apiError('http', http, http), t, true)).toBe('t:serverProblem');
  });

  it('says offline when the device has no connection', () => {
    expect(describeApiError(new Error('x'), t, false)).toBe('t:offline');
  });

  it('names timeouts, also when retries ran out on them', () => {
    const timeout = new RequestTimeoutError();
    expect(apiErrorMessageKey(apiError('timeout', timeout), true)).toBe('timeout');
    const exhausted = apiError('max-retries', new MaxRetriesError(timeout));
    expect(apiErrorMessageKey(exhausted, true)).toBe('timeout');
  });

  it('treats a failed connection as offline and anything else as generic', () => {
    expect(apiErrorMessageKey(apiError('network', new TypeError('x')), true)).toBe('offline');
    expect(apiErrorMessageKey(new Error('x'), true)).toBe('generic');
    expect(apiErrorMessageKey(apiError('invalid-response', new Error('x')), true)).toBe('generic');
  });
});
