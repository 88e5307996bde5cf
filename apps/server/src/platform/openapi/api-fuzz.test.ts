import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bearer,
  signInAnonymous,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { fuzzRequests, type FuzzRequest } from './fuzz-inputs.js';
import {
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
  type OpenApiOperation,
} from './openapi-types.js';
import { OPENAPI_PATH } from './register-openapi.js';

// Every operation in the OpenAPI document, called with malformed bodies, path parameters and
// queries, without a session and with one of the kind the route needs. No answer may be a
// server error, and every answer must end (or, for a live stream, start) within HANG_MS.

const HANG_MS = 15_000;

async function send(
  t: TestApp,
  method: HttpMethod,
  request: FuzzRequest,
  session: TestSession | undefined,
): Promise<number> {
  const headers: Record<string, string> = { ...session?.headers, ...request.headers };
  const { payload } = request;
  const close = new AbortController();
  const response = await t.app.inject({
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    url: request.url,
    headers,
    ...(payload !== undefined && { payload }),
    payloadAsStream: true,
    signal: AbortSignal.any([close.signal, AbortSignal.timeout(HANG_MS)]),
  });
  const stream = String(response.headers['content-type']).startsWith('text/event-stream');
  if (stream) close.abort();
  else for await (const _chunk of response.stream()) void _chunk;
  return response.statusCode;
}

// Built while the file is collected, so that each operation is a test of its own.
const t = await createTestApp();
const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<OpenApiDocument>();
let sent = 0;
const cpuAtStart = process.cpuUsage();

afterAll(async () => {
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  process.stdout.write(
    `api fuzz: ${sent} requests over ${operations.length} operations, ${cpuSeconds} s of CPU\n`,
  );
  await t.close();
});

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [[path, method, operation] as [string, HttpMethod, OpenApiOperation]] : [];
  }),
);

interface Caller {
  session: TestSession;
  /** One story of the caller's, so routes under /api/story/{uuid} get past "not found". */
  storyUuid: string;
}

const callers: Partial<Record<'guest' | 'verified', Caller>> = {};

async function newCaller(kind: 'guest' | 'verified'): Promise<Caller> {
  const session = kind === 'guest' ? await signInAnonymous(t.app) : await signUpVerified(t.app);
  const terms = await t.app.inject({
    method: 'POST',
    url: '/api/profile/accept-terms-and-conditions',
    headers: session.headers,
    payload: { marketingOptIn: false },
  });
  expect(terms.statusCode).toBe(200);
  const story = await t.app.inject({
    method: 'POST',
    url: '/api/story',
    headers: session.headers,
    payload: {
      age: 6,
      genre: 'ADVENTURE',
      length: 'SHORT',
      summary: 'A girl called Ada and her dog Pip find a map in the attic',
      addons: { images: false, audio: false, interactive: false },
    },
  });
  expect([200, 201], story.body).toContain(story.statusCode);
  return { session, storyUuid: story.json<{ uuid: string }>().uuid };
}

/**
 * A new session per operation, since sign-out or revocation may end the last one; a new user
 * when the last one was deleted or merged away.
 */
async function callerFor(operation: OpenApiOperation): Promise<Caller | undefined> {
  const access = operation['x-access'];
  if (access === 'public') return undefined;
  const kind = access === 'verified' ? 'verified' : 'guest';
  const known = callers[kind];
  if (known) {
    const context = await (await t.app.identity.auth()).$context;
    const { token } = await context.internalAdapter.createSession(known.session.userId);
    const session = { userId: known.session.userId, token, headers: bearer(token) };
    const probe = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: session.headers,
    });
    if (probe.statusCode === 200) return { ...known, session };
  }
  callers[kind] = await newCaller(kind);
  return callers[kind];
}

describe('the API under malformed requests', () => {
  it('has operations to walk', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations)('%s %s: no server error, no hang', async (path, method, operation) => {
    const failures: string[] = [];
    const caller = await callerFor(operation);
    for (const session of caller ? [undefined, caller.session] : [undefined]) {
      const who = session ? (operation['x-access'] ?? 'guest') : 'anonymous';
      const all = fuzzRequests(path, operation, document, { storyUuid: caller?.storyUuid });
      // Without a session a route that needs one answers 401 before reading anything: a sample
      // shows that holds; the session's turn tries every request.
      const requests = !session && caller ? all.filter((_, i) => i % 8 === 0) : all;
      for (const request of requests) {
        sent++;
        try {
          const status = await send(t, method, request, session);
          if (status >= 500) failures.push(`${status} as ${who}, ${request.label}`);
        } catch (error) {
          failures.push(`as ${who}, ${request.label}: ${String(error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
