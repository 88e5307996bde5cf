import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { API_COMPRESSION_MIN_BYTES, registerApiCompression } from './api-compression.js';

const BIG = { items: Array.from({ length: 200 }, (_, index) => ({ index, title: 'A story' })) };
const SMALL = { ok: true };

describe('API answers compressed', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerApiCompression(app);
    app.get('/api/big', async (_request, reply) => reply.header('vary', 'Origin').send(BIG));
    app.get('/api/small', async () => SMALL);
    app.get('/api/auth/big', async () => BIG);
    app.get('/api/stream', async (_request, reply) =>
      reply.type('application/json').send(Readable.from([JSON.stringify(BIG)])),
    );
    app.get('/page', async (_request, reply) => reply.type('application/json').send(BIG));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('gzips a large JSON answer for a client that takes gzip', async () => {
    const response = await get('/api/big', 'gzip, deflate, br');
    expect(JSON.stringify(BIG).length).toBeGreaterThan(API_COMPRESSION_MIN_BYTES);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 4);
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString())).toEqual(BIG);
  });

  it('sends it plain to a client that does not take gzip, and says the answer varies', async () => {
    for (const acceptEncoding of [undefined, 'br', 'gzip;q=0, identity']) {
      const response = await get('/api/big', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Origin, Accept-Encoding');
      expect(response.json()).toEqual(BIG);
    }
  });

  it('leaves small answers, identity answers, streams and pages alone', async () => {
    for (const url of ['/api/small', '/api/auth/big', '/api/stream', '/page']) {
      const response = await get(url, 'gzip');
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/api/auth/big', 'gzip')).json()).toEqual(BIG);
  });
});

describe('API compression in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gzips a legal document, errors and all answers of the API alike', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/legal/privacy/en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(zlib.gunzipSync(response.rawPayload).toString()) as {
      content: string;
    };
    expect(document.content.length).toBeGreaterThan(API_COMPRESSION_MIN_BYTES);
  });
});
