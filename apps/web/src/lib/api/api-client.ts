import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_ATTEMPTS,
  DEFAULT_RETRY_DELAY_MS,
} from '@monstory/contracts/constants';
import {
  ApiError,
  HttpError,
  InvalidResponseError,
  MaxRetriesError,
  NetworkError,
  RequestTimeoutError,
} from './api-errors';
import type { ApiFailureKind } from './api-errors';
import { apiConfig } from './api-config';
import { buildRequest } from './build-request';
import type { BuiltRequest, RequestShape } from './build-request';
import { abortReason, delay } from './delay';
import { isIdempotentMethod, isRetryableFailure } from './retry-policy';
import { sendOnce } from './send-once';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Any zod schema fits; the client only needs `parse`. It may answer later: a `lazySchema` fetches
 * its zod code only once a call needs it, and the app's start loads no zod at all.
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T | PromiseLike<T>;
  /** Called as the request goes out, so code the check needs arrives beside the answer. */
  preload?(): void;
}

export interface ApiRequestOptions<T> extends Omit<RequestShape, 'method' | 'path'> {
  schema?: ResponseSchema<T>;
  /** Per attempt. Default 7 s. */
  timeoutMs?: number;
  /** Total tries for a call that is safe to repeat. Default 4. */
  attempts?: number;
  retryDelayMs?: number;
  /** Mark a non-GET call safe to repeat (e.g. POST /login), or opt a GET out with `false`. */
  idempotent?: boolean;
  signal?: AbortSignal;
  /** 'blob' for a file (e.g. a PDF): the answer's bytes, unchecked by any schema. */
  read?: 'json' | 'blob';
  /**
   * After each failed attempt that was worth retrying, with its 1-based number. It fires for the
   * last attempt too (`attempt === attempts`, no retry follows), which is how the loading screen
   * learns that the tries ran out.
   */
  onRetry?: (attempt: number, error: Error) => void;
  /** When an attempt hits its time limit, before `onRetry` for the same attempt. */
  onTimeout?: (attempt: number) => void;
}

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { schema, signal } = options;
  schema?.preload?.();
  const retries = options.idempotent ?? isIdempotentMethod(method);
  const attempts = retries ? Math.max(1, options.attempts ?? DEFAULT_RETRY_ATTEMPTS) : 1;
  const fail = (kind: ApiFailureKind, cause: unknown, attempt: number) =>
    new ApiError({ method, path, kind, cause, attempts: attempt, http: innermostHttp(cause) });

  const request = await buildRequest({ ...options, method, path });
  for (let attempt = 1; ; attempt++) {
    try {
      const data = await sendOnce(request, {
        timeoutMs: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
        signal,
        onTimeout: () => options.onTimeout?.(attempt),
        read: options.read,
      });
      return await validate(data, schema);
    } catch (error) {
      if (signal?.aborted) throw fail('aborted', abortReason(signal), attempt);
      reportUnauthorized(request, error);
      if (attempts === 1 || !isRetryableFailure(error)) throw fail(kindOf(error), error, attempt);
      options.onRetry?.(attempt, error as Error);
      if (attempt >= attempts) throw fail('max-retries', new MaxRetriesError(error), attempt);
      try {
        await delay(options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS, signal);
      } catch (reason) {
        throw fail('aborted', reason, attempt);
      }
    }
  }
}

export function apiGet<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<T> {
  return apiRequest('GET', path, options);
}

export function apiPost<T = unknown>(
  path: string,
  body?: unknown,
  options?: ApiRequestOptions<T>,
): Promise<T> {
  return apiRequest('POST', path, { ...options, body });
}

export function apiPut<T = unknown>(
  path: string,
  body?: unknown,
  options?: ApiRequestOptions<T>,
): Promise<T> {
  return apiRequest('PUT', path, { ...options, body });
}

export function apiPatch<T = unknown>(
  path: string,
  body?: unknown,
  options?: ApiRequestOptions<T>,
): Promise<T> {
  return apiRequest('PATCH', path, { ...options, body });
}

export function apiDelete<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<T> {
  return apiRequest('DELETE', path, options);
}

function reportUnauthorized(request: BuiltRequest, error: unknown): void {
  if (!(error instanceof HttpError) || error.status !== 401) return;
  const header = (request.init.headers as Record<string, string> | undefined)?.Authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  if (token) apiConfig().onUnauthorized?.(token);
}

async function validate<T>(data: unknown, schema: ResponseSchema<T> | undefined): Promise<T> {
  if (!schema) return data as T;
  try {
    return await schema.parse(data);
  } catch (error) {
    // A lazy schema whose code could not be fetched: the connection failed, not the answer.
    if (error instanceof NetworkError) throw error;
    throw new InvalidResponseError(error);
  }
}

function kindOf(error: unknown): ApiFailureKind {
  if (error instanceof HttpError) return 'http';
  if (error instanceof RequestTimeoutError) return 'timeout';
  if (error instanceof InvalidResponseError) return 'invalid-response';
  // NetworkError, and anything else fetch may throw
  return 'network';
}

function innermostHttp(cause: unknown): HttpError | undefined {
  if (cause instanceof HttpError) return cause;
  if (cause instanceof MaxRetriesError) return innermostHttp(cause.cause);
  return undefined;
}
