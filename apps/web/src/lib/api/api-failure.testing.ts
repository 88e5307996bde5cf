import type { ErrorCode } from '@monstory/contracts/errors';
import { ApiError, HttpError } from './api-errors';

/** What the API client throws when the server refuses creating a story with this error. */
export function failedStoryRequest(
  status: number,
  code: string,
  message: string,
  details?: unknown,
): ApiError {
  const http = new HttpError(status, {
    error: {
      code: code as ErrorCode,
      message,
      ...(details === undefined ? {} : { details: details as Record<string, unknown> }),
    },
  });
  return new ApiError({
    method: 'POST',
    path: '/story',
    kind: 'http',
    cause: http,
    attempts: 1,
    http,
  });
}
