import fs from 'node:fs';
import { HealthResponseSchema } from '@monstory/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createPostgresDatabase } from '../../db/database.js';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.js';
import { testDatabaseKind } from '../../test/test-database.js';

const rootPackage = JSON.parse(
  fs.readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-22T10:00:00.000Z' });
  });
  afterAll(() => t.close());

  it('reports ok with the version, the database and the uptime', async () => {
    t.clock.advance(90_500);
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthResponseSchema.parse(response.json())).toEqual({
      status: 'ok',
      version: rootPackage.version,
      database: { kind: testDatabaseKind(), reachable: true },
      uptimeSeconds: 90,
    });
  });

  it('answers HEAD too', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/health with the database down', () => {
  it('answers 503 degraded', async () => {
    // Nothing listens on port 1, so every query fails at once.
    const database = createPostgresDatabase('postgres://postgres@127.0.0.1:1/none');
    const app = await buildApp(testConfig(), { database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        database: { kind: 'postgres', reachable: false },
      });
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
