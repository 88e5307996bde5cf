import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contentAddressedKey } from './media-keys.js';
import { startS3TestServer } from './s3-test-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  cleanups.push(() => t.close());
  return t;
}

const AUDIO = Buffer.from('0123456789'.repeat(10));

describe('GET /api/media/*', () => {
  it('serves a public file with its type, caching and cross-origin headers', async () => {
    const t = await testApp();
    const key = contentAddressedKey('public/stories/s1', 'scene-1', 'svg', Buffer.from('<svg/>'));
    await t.app.media.put(key, Buffer.from('<svg/>'));
    await t.app.media.put('public/stories/s1/cover.png', Buffer.from('png'));
    expect(t.app.media.url(key)).toBe(`/api/media/${key}`);

    const response = await t.app.inject({ url: t.app.media.url(key) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<svg/>');
    expect(response.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-length': '6',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
    // Opened on its own, an SVG still runs no script.
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'.*sandbox$/);

    const mutable = await t.app.inject({ url: '/api/media/public/stories/s1/cover.png' });
    expect(mutable.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      url: '/api/media/public/stories/s1/cover.png',
      headers: { 'if-none-match': String(mutable.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends pictures gzip-compressed to a browser that takes it, with a validator of their own', async () => {
    const t = await testApp();
    const svg = Buffer.from(`<svg>${'<circle r="1"/>'.repeat(200)}</svg>`);
    const key = contentAddressedKey('public/stories/s1', 'scene-1', 'svg', svg);
    await t.app.media.put(key, svg);
    const url = t.app.media.url(key);

    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(svg.length / 4);
    expect(gunzipSync(zipped.rawPayload).equals(svg)).toBe(true);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(svg.toString());
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const cached = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    // A range is a slice of the stored bytes, never of the compressed ones.
    const part = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', range: 'bytes=0-4' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toBe('<svg>');

    await t.app.media.put('public/stories/s1/narration.mp3', AUDIO);
    const audio = await t.app.inject({
      url: '/api/media/public/stories/s1/narration.mp3',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(audio.headers['content-encoding']).toBeUndefined();
  });

  it('answers ranges for seeking in narration', async () => {
    const t = await testApp();
    await t.app.media.put('public/stories/s1/narration.mp3', AUDIO);
    const url = '/api/media/public/stories/s1/narration.mp3';

    const part = await t.app.inject({ url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('0123456789');
    expect(part.headers).toMatchObject({
      'content-range': 'bytes 10-19/100',
      'content-length': '10',
      'content-type': 'audio/mpeg',
    });
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-5' } });
    expect(tail.body).toBe('56789');

    const beyond = await t.app.inject({ url, headers: { range: 'bytes=100-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */100');

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('100');
    expect(head.body).toBe('');
  });

  it('answers 404 for missing files and for keys that are not keys', async () => {
    const t = await testApp();
    for (const url of [
      '/api/media/public/stories/none.png',
      '/api/media/public/stories/..%2F..%2Fmonstory.db.txt',
      '/api/media/public/%2e%2e/x.png',
      '/api/media/monstory.db',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('serves a private file only when an access rule or a valid signature allows it', async () => {
    const t = await testApp();
    const key = 'private/stories/s1/narration.mp3';
    await t.app.media.put(key, AUDIO);
    const url = t.app.media.url(key);
    expect((await t.app.inject({ url })).statusCode).toBe(404);

    const signed = await t.app.mediaAccess.signedUrl(key, 60);
    const viaSignature = await t.app.inject({ url: signed, headers: { range: 'bytes=0-3' } });
    expect(viaSignature.statusCode).toBe(206);
    expect(viaSignature.headers['cache-control']).toBe('private, no-cache');
    const tampered = signed.replace(/signature=(.)/, (_all, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(404);
    expect((await t.app.inject({ url: signed.replace('s1', 's2') })).statusCode).toBe(404);
    t.clock.advance(61_000);
    expect((await t.app.inject({ url: signed })).statusCode).toBe(404);

    t.app.mediaAccess.allow('private/stories/', (_key, request) =>
      request.headers['x-test-owner'] === 's1' ? true : undefined,
    );
    expect((await t.app.inject({ url, headers: { 'x-test-owner': 's1' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { 'x-test-owner': 's2' } })).statusCode).toBe(404);
    expect(() => t.app.mediaAccess.allow('public/', () => true)).toThrow(/private folder/);
  });

  it('streams from an S3 bucket when S3_BUCKET is set', async () => {
    const s3 = await startS3TestServer();
    cleanups.push(() => s3.close());
    const t = await testApp({ config: { media: { s3: s3.config, publicUrl: undefined } } });
    expect(t.app.media.kind).toBe('s3');
    await t.app.media.put('public/stories/s1/narration.mp3', AUDIO);

    const part = await t.app.inject({
      url: '/api/media/public/stories/s1/narration.mp3',
      headers: { range: 'bytes=95-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 95-99/100');
    expect(part.body).toBe('56789');
    expect(await t.app.media.deletePrefix('public/stories/s1/')).toBe(1);
  });
});
