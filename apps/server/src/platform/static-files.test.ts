import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, FAKE_APP_JS } from '../test/fake-web-dist.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('web app files', () => {
  const dist = createFakeWebDist();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDistDir: dist.dir } });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  // index.html, with the server's note on the session cookie (platform/app-page.ts).
  const PAGE =
    '<!doctype html><title>Monstory</title><meta name="monstory-session-cookie" content="absent"><div id="root"></div>';

  it('serves index.html at / without caching it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(PAGE);
  });

  it('serves the page compressed, varying with the cookie it reports on', async () => {
    const response = await get('/generate', {
      'accept-encoding': 'gzip, br',
      cookie: 'monstory.session_token=abc',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding, Accept-Language');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('content="present"');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(FAKE_APP_JS);
  });

  it('serves the brotli file to a client that accepts it', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(FAKE_APP_JS);
  });

  it('serves the gzip file to a client that only accepts gzip', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(FAKE_APP_JS);
  });

  it('serves other files in the root with revalidation', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/library', '/stories/42?tab=read', '/monstory-as', '/deep/link/'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(PAGE);
    },
  );

  it('answers HEAD on a client route like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/library' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('answers a missing hashed asset with 404, not with the page', async () => {
    const response = await get('/assets/app-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('keeps unknown /api routes a JSON 404', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });

  it('answers a non-GET on a page URL with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/library' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });

  it('sends the security headers with the page', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web app not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('still serves the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers pages with a short 503 saying how to build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/library' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });
});
