import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { OPENAPI_FILE } from './openapi-file.js';
import type { OpenApiDocument } from './openapi-types.js';
import { OPENAPI_PATH } from './register-openapi.js';

let t: TestApp;
let served: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  served = response.json<OpenApiDocument>();
});

afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('describes the routes from their schemas, with who may call each', () => {
    expect(served.openapi).toBe('3.0.3');
    const create = served.paths['/api/story']?.post;
    expect(create?.['x-access']).toBe('guest-or-verified');
    expect(create?.security).toEqual([{ bearerAuth: [] }]);
    expect(create?.requestBody?.content?.['application/json']?.schema?.type).toBe('object');
    expect(served.paths['/api/health']?.get?.['x-access']).toBe('public');
    expect(served.paths['/api/story/{uuid}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'uuid', in: 'path', required: true }),
    );
  });

  it("includes better-auth's routes under /api/auth, with its models", () => {
    expect(served.paths['/api/auth/sign-in/email']?.post?.tags).toEqual(['auth']);
    expect(served.paths['/api/auth/sign-in/anonymous']?.post).toBeDefined();
    expect(Object.keys(served.components?.schemas ?? {})).toContain('User');
  });

  it('leaves out the catch-all bridge, test-only routes, the web pages and itself', () => {
    const paths = Object.keys(served.paths);
    expect(paths).not.toContain('/api/auth/{*}');
    expect(paths.filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths).not.toContain(OPENAPI_PATH);
  });
});

describe('docs/openapi.json', () => {
  it('is what the code generates', () => {
    const committed = fs.existsSync(OPENAPI_FILE)
      ? (JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as unknown)
      : undefined;
    expect(
      committed,
      'docs/openapi.json differs from the routes: run `npm run openapi` and commit it',
    ).toEqual(served);
  });
});
