import { vi } from 'vitest';

// A stand-in for the server in tests: answers by "METHOD /path" (query left out), each route
// taking its scripted answers in order and repeating the last. Unknown routes get 404.

export type RouteAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { networkError: true }
  /** Never answers (a dead connection); rejects when the request is aborted. */
  | { hang: true }
  /** Answers `answer` once the test lets it (`when` settles): a slow server, step by step. */
  | { when: Promise<unknown>; answer: RouteAnswer };

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

function respond(answer: RouteAnswer, signal: AbortSignal | null | undefined): Promise<Response> {
  if ('when' in answer) {
    const { when, answer: later } = answer;
    return when.then(
      () => respond(later, signal),
      () => respond(later, signal),
    );
  }
  if ('networkError' in answer) return Promise.reject(new TypeError('Failed to fetch'));
  if ('hang' in answer) {
    return new Promise((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  }
  // A Blob body is a file (e.g. a PDF) and stays bytes; anything else is sent as JSON.
  const file = answer.body instanceof Blob ? answer.body : null;
  const text = file || answer.body === undefined ? '' : JSON.stringify(answer.body);
  return Promise.resolve({
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    headers: new Headers(answer.headers),
    text: () => (file ? file.text() : Promise.resolve(text)),
    blob: () => Promise.resolve(file ?? new Blob([text])),
  } as Response);
}

export function fakeServer(routes: Record<string, RouteAnswer | RouteAnswer[]>) {
  const seen: SeenRequest[] = [];
  const used = new Map<string, number>();
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    seen.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    });
    const script = routes[key];
    if (!script) return respond({ status: 404, body: { code: 'NOT_FOUND' } }, init?.signal);
    const answers = Array.isArray(script) ? script : [script];
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    return respond(answers[Math.min(index, answers.length - 1)] ?? { status: 500 }, init?.signal);
  });
  return {
    fetch,
    seen,
    /** The requests made to "METHOD /path". */
    requests: (key: string) =>
      seen.filter((request) => `${request.method} ${request.path}` === key),
  };
}
