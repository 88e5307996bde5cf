import type { ApiError as ApiErrorBody, ErrorCode } from '@monstory/contracts/errors';

// The messages below are the error catalogue of docs/product.md#errors word for word: other code
// and logs match on them, so they are not translated here (user-facing wording lives in the `api`
// locale).

/** Any non-2xx answer. Carries the server's `{ error }` body when it sent one. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body: ApiErrorBody | undefined) {
    super(`HTTP Error: ${status}`);
    this.status = status;
    this.body = body;
  }
}

export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor() {
    super('Request timed out');
  }
}

/** fetch itself failed: no connection, DNS, CORS, a dropped socket. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network request failed', { cause });
  }
}

export class MaxRetriesError extends Error {
  override readonly name = 'MaxRetriesError';
  constructor(lastError: unknown) {
    super('Max retries reached', { cause: lastError });
  }
}

/** A 2xx answer whose body is not JSON or does not match the call's schema. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(cause: unknown) {
    super('Invalid response body', { cause });
  }
}

export type ApiFailureKind =
  'http' | 'timeout' | 'network' | 'aborted' | 'invalid-response' | 'max-retries';

export interface ApiErrorInit {
  method: string;
  path: string;
  kind: ApiFailureKind;
  cause: unknown;
  attempts: number;
  /** The innermost HTTP failure, if the last attempt got an answer at all. */
  http?: HttpError | undefined;
}

/** The one error every API call throws: 'Request failed for {method} {path}' around the cause. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly method: string;
  readonly path: string;
  readonly kind: ApiFailureKind;
  readonly attempts: number;
  readonly status: number | undefined;
  readonly body: ApiErrorBody | undefined;

  constructor(init: ApiErrorInit) {
    super(`Request failed for ${init.method} ${init.path}`, { cause: init.cause });
    this.method = init.method;
    this.path = init.path;
    this.kind = init.kind;
    this.attempts = init.attempts;
    this.status = init.http?.status;
    this.body = init.http?.body;
  }

  get code(): ErrorCode | undefined {
    return this.body?.error.code;
  }

  /** The server's own (already localised) message, for the UI to show as is. */
  get serverMessage(): string | undefined {
    return this.body?.error.message;
  }

  /** The failure under the wrappers: the last attempt's error when retries ran out. */
  get finalCause(): unknown {
    return this.cause instanceof MaxRetriesError ? this.cause.cause : this.cause;
  }

  /** Field path → message, for forms to put next to their inputs. */
  get fieldErrors(): Record<string, string> {
    return this.body?.error.fields ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's `{ error }` body, or undefined for any other body. Its schema (zod) is fetched with
 * the first error answer that has a body to check: the app's start loads no zod. Should that
 * fetch fail, the error keeps its status without the body.
 */
export async function parseErrorBody(value: unknown): Promise<ApiErrorBody | undefined> {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    const { ApiErrorSchema } = await import('@monstory/contracts/errors');
    const parsed = ApiErrorSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
