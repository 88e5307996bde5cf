import { apiConfig } from '../api/api-config';
import { ApiError, HttpError, NetworkError, parseErrorBody } from '../api/api-errors';
import { buildRequest } from '../api/build-request';
import { createSseParser } from './sse-parser';
import type { SseMessage } from './sse-parser';

export interface ReadEventStreamOptions {
  signal: AbortSignal;
  onMessage: (message: SseMessage) => void;
  /** Sent as Last-Event-ID, so a reconnecting reader only gets what it has not seen. */
  lastEventId?: string;
}

export interface EventStreamEnd {
  lastEventId: string;
  /** The server's `retry:` advice, if it gave one. */
  retryMs: number | null;
}

/**
 * Reads a server-sent event stream under the API base with fetch, so the bearer token and the
 * platform header go along (EventSource cannot send headers). Resolves when the server ends the
 * stream; rejects with an ApiError when it answers with an error or the connection fails, and
 * with the signal's reason when aborted.
 */
export async function readEventStream(
  path: string,
  options: ReadEventStreamOptions,
): Promise<EventStreamEnd> {
  const { signal, lastEventId = '' } = options;
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const request = await buildRequest({ method: 'GET', path, headers });
  const fail = (kind: 'http' | 'network', cause: unknown, http?: HttpError) =>
    new ApiError({ method: 'GET', path, kind, cause, attempts: 1, http });

  let response: Response;
  try {
    response = await apiConfig().fetch(request.url, { ...request.init, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw fail('network', new NetworkError(error));
  }
  if (!response.ok) {
    const http = new HttpError(response.status, await parseErrorBody(await readJson(response)));
    throw fail('http', http, http);
  }

  const parser = createSseParser(options.onMessage, lastEventId);
  const reader = response.body?.getReader();
  if (!reader) return { lastEventId: parser.lastEventId, retryMs: parser.retryMs };
  const decoder = new TextDecoder();
  // Not every fetch (the native shell's, test doubles) ends the body when the signal aborts.
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || signal.aborted) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } catch (error) {
    if (signal.aborted) throw error;
    throw fail('network', new NetworkError(error));
  } finally {
    signal.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
  if (signal.aborted) throw signal.reason;
  return { lastEventId: parser.lastEventId, retryMs: parser.retryMs };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}
