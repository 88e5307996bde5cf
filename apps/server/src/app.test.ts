import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { SQLITE_FILE_NAME } from './db/database.js';
import { createTestApp, testConfig } from './test/test-app.js';
import { createTestSchema, makeTempDir, testDatabaseKind } from './test/test-database.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('buildApp', () => {
  it('opens and migrates the configured database itself, and closes it with the app', async () => {
    const dataDir = makeTempDir();
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (testDatabaseKind() === 'postgres') {
      const schema = await createTestSchema();
      cleanups.push(() => schema.drop());
      databaseUrl = schema.url;
    }

    const app = await buildApp(testConfig({ dataDir, databaseUrl }));
    expect(app.dbKind).toBe(testDatabaseKind());
    expect(await app.db.selectFrom('profiles').selectAll().execute()).toEqual([]);
    if (!databaseUrl) expect(fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);

    await app.close();
    await expect(app.db.selectFrom('app_meta').selectAll().execute()).rejects.toThrow();
  });

  it('decorates the instance with config, db and the injected clock', async () => {
    const t = await createTestApp({ now: '2026-12-24T18:00:00.000Z', config: { port: 4321 } });
    cleanups.push(() => t.close());
    expect(t.app.config.port).toBe(4321);
    expect(t.app.db).toBe(t.db);
    expect(t.app.clock).toBe(t.clock);
    expect(t.app.startedAt.toISOString()).toBe('2026-12-24T18:00:00.000Z');
  });

  it('sends the security headers, with a CSP the SPA works under', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join(';'),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
