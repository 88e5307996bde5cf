import { ApiErrorSchema } from '@monstory/contracts/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testRoutes } from '../test/test-routes.js';

let t: TestApp;
const logs = captureLogs();

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' }, logStream: logs.stream });
  await t.app.register(testRoutes, { prefix: '/api/test' });
});
afterAll(() => t.close());

function errorOf(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return ApiErrorSchema.parse(response.json()).error;
}

const postJson = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('error handler', () => {
  it('lets a valid request through', async () => {
    const response = await postJson(JSON.stringify({ name: 'Ada', age: 7 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada', age: 7 });
  });

  it('answers a body that fails its schema with 400 VALIDATION_FAILED and the fields', async () => {
    const response = await postJson(JSON.stringify({ name: '', age: 1.5, nested: { flag: 'x' } }));
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['age', 'name', 'nested.flag']);
  });

  it('names the part of the request when the whole of it is wrong', async () => {
    const response = await postJson('[1,2]');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['body']);
  });

  it('validates query strings and params the same way', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/test/search?page=0&q=x' });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query).fields).toHaveProperty('page');
    const params = await t.app.inject({ method: 'GET', url: '/api/test/items/not-a-uuid' });
    expect(params.statusCode).toBe(400);
    expect(errorOf(params).fields).toHaveProperty('id');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await postJson('{"name": "Ada",');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('MALFORMED_JSON');
  });

  it('refuses prototype poisoning as malformed JSON', async () => {
    const response = await postJson('{"name":"Ada","age":1,"__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('MALFORMED_JSON');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await postJson('');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('MALFORMED_JSON');
  });

  it('answers an oversize body with 413 PAYLOAD_TOO_LARGE', async () => {
    const name = 'x'.repeat(t.app.config.bodyLimitBytes + 1);
    const response = await postJson(JSON.stringify({ name, age: 1 }));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await postJson('<name>Ada</name>', { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)(
    'answers %s on an unknown /api route with a JSON 404',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/nope/deeper?x=1' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('ROUTE_NOT_FOUND');
    },
  );

  it('passes an AppError through with its status, message and details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/credits' });
    expect(response.statusCode).toBe(402);
    expect(errorOf(response)).toEqual({
      code: 'NOT_ENOUGH_CREDITS',
      message: 'You need more credits.',
      details: { creditsNeeded: 3 },
    });
  });

  it('hides the details of a crash from the client but logs them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side.',
    });
    expect(response.body).not.toContain('secret');
    expect(JSON.stringify(logs.lines)).toContain('postgres://secret@db');
  });

  it('hides the message and details of an AppError INTERNAL too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/internal' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(errorOf(response).details).toBeUndefined();
  });

  it('treats a response that breaks its own schema as our fault', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response).code).toBe('INTERNAL');
  });

  it('answers a malformed URL with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/items/%' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });

  it('rate-limits routes that opt in, with 429 RATE_LIMITED', async () => {
    const hit = () => t.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    const error = errorOf(limited);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
