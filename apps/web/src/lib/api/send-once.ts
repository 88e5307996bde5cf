import { apiConfig } from './api-config';
import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  RequestTimeoutError,
  parseErrorBody,
} from './api-errors';
import { abortReason } from './delay';
import type { BuiltRequest } from './build-request';

export interface SendOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  onTimeout?: (() => void) | undefined;
  /** What a successful answer is read as: JSON (the default) or the raw bytes (a file). */
  read?: 'json' | 'blob' | undefined;
}

/**
 * One attempt: fetch and read the JSON body within `timeoutMs`. The timer races the fetch rather
 * than trusting it to honour the abort, so a hung connection always ends.
 */
export function sendOnce(request: BuiltRequest, options: SendOptions): Promise<unknown> {
  const { signal, timeoutMs } = options;
  const controller = new AbortController();
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      action();
    };
    const onAbort = () =>
      settle(() => {
        controller.abort(abortReason(signal));
        reject(abortReason(signal));
      });
    const timer = setTimeout(
      () =>
        settle(() => {
          controller.abort();
          options.onTimeout?.();
          reject(new RequestTimeoutError());
        }),
      timeoutMs,
    );
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });

    fetchBody(request, controller.signal, options.read ?? 'json').then(
      (data) => settle(() => resolve(data)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

async function fetchBody(
  request: BuiltRequest,
  signal: AbortSignal,
  read: 'json' | 'blob',
): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    response = await apiConfig().fetch(request.url, { ...request.init, signal });
    // A failure still answers in JSON, whatever a success would carry.
    if (read === 'blob' && response.ok) return await response.blob();
    text = await response.text();
  } catch (error) {
    throw new NetworkError(error);
  }
  const parsed = parseJson(text);
  if (!response.ok) throw new HttpError(response.status, await parseErrorBody(parsed.value));
  if (!parsed.ok) throw new InvalidResponseError(parsed.error);
  return parsed.value;
}

type JsonResult = { ok: true; value: unknown } | { ok: false; value: undefined; error: unknown };

function parseJson(text: string): JsonResult {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, value: undefined, error };
  }
}
