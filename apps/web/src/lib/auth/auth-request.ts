import { DEFAULT_REQUEST_TIMEOUT_MS } from '@monstory/contracts/constants';
import { apiConfig } from '../api/api-config';
import { getPlatform } from '../api/platform';
import type { ResponseSchema } from '../api/api-client';
import { NetworkError } from '../api/api-errors';
import { IdentityError, IdentityUnavailableError } from './auth-errors';

// better-auth answers errors as `{ code, message }`, not in the API's error shape, and hands the
// session token over in the `set-auth-token` header; the API client keeps neither. So the calls
// under /api/auth go through this small fetch of their own (same base URL, fetch and platform).

export const AUTH_BASE_PATH = '/auth';
/** The bearer plugin's response header with the session token. */
export const SET_AUTH_TOKEN_HEADER = 'set-auth-token';

export interface AuthRequestOptions<T> {
  body?: unknown;
  query?: Record<string, string>;
  /** Sent as `Authorization: Bearer`; without it, only the session cookie speaks. */
  token?: string | null;
  schema?: ResponseSchema<T>;
  /** More request headers, e.g. the native apps' ids on calls that mail a link. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface AuthResponse<T> {
  data: T;
  /** From the `set-auth-token` header, when the answer started or renewed a session. */
  headerToken: string | null;
}

export async function authRequest<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  options: AuthRequestOptions<T> = {},
): Promise<AuthResponse<T>> {
  const config = apiConfig();
  options.schema?.preload?.();
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'x-platform': getPlatform(),
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const url = `${config.baseUrl}${AUTH_BASE_PATH}${path}${query}`;

  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
    options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  );
  let response: Response;
  let text: string;
  try {
    response = await config.fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new IdentityUnavailableError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  const body = parseBody(text);
  if (response.status >= 500) throw new IdentityUnavailableError(body, response.status);
  if (!response.ok) throw IdentityError.fromResponse(response.status, body);
  const data = options.schema ? await parseWith(options.schema, body) : (body as T);
  return { data, headerToken: response.headers?.get?.(SET_AUTH_TOKEN_HEADER) ?? null };
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function parseWith<T>(schema: ResponseSchema<T>, body: unknown): Promise<T> {
  try {
    return await schema.parse(body);
  } catch (error) {
    // A lazy schema whose code could not be fetched: worth another try, like no answer at all.
    if (error instanceof NetworkError) throw new IdentityUnavailableError(error);
    throw new IdentityError(
      'unknown',
      200,
      `Unexpected answer from the identity service: ${error}`,
    );
  }
}
