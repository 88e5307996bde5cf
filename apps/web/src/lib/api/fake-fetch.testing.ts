import { vi } from 'vitest';

// A stand-in for fetch in tests: each call takes the next scripted answer.

export type FakeAnswer =
  { status: number; body?: unknown; raw?: string } | { networkError: true } | { hang: true };

export function jsonResponse(status: number, body?: unknown, raw?: string): Response {
  const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
  return {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(text),
  } as Response;
}

/** Answers in order; the last answer repeats once the script runs out. */
export function fakeFetch(...answers: FakeAnswer[]) {
  let index = 0;
  return vi.fn((_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (!answer || 'hang' in answer) return hang(init?.signal);
    if ('networkError' in answer) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(jsonResponse(answer.status, answer.body, answer.raw));
  });
}

/** Like a real fetch on a dead connection: never answers, but rejects when aborted. */
function hang(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function requestHeaders(call: unknown[] | undefined): Record<string, string> {
  const init = call?.[1] as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}
