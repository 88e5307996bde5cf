import { httpStatusFor, type ErrorCode } from '@monstory/contracts/errors';

export interface AppErrorOptions {
  /** Field path (dot-joined) → message, for validation failures. */
  fields?: Record<string, string>;
  /** Facts a client can act on, e.g. `{ creditsNeeded: 3 }`. Sent to the client. */
  details?: Record<string, unknown>;
  /** Sent as the Retry-After header (seconds): when asking again can succeed. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'The request is not valid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  BAD_REQUEST: 'The request is not valid.',
  UNAUTHENTICATED: 'You need to sign in.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'There is no such API route.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  CONFLICT: 'This conflicts with the current state.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
};

/** The one error type route, service and repository code throws; see error-handler.ts. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? defaultMessages[code] ?? code, { cause: options.cause });
    this.code = code;
    this.statusCode = httpStatusFor(code);
    this.fields = options.fields;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
