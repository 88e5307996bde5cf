import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipEtag, isCompressible } from './media-encoding.js';

describe('media encoding', () => {
  it('compresses text formats only', () => {
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('audio/mpeg')).toBe(false);
    expect(isCompressible('image/png')).toBe(false);
  });

  it('reads Accept-Encoding, q=0 included', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('gives the gzip variant a validator of its own', () => {
    expect(gzipEtag('W/"290c-1a2"')).toBe('W/"290c-1a2-gz"');
    expect(gzipEtag('"abc"')).toBe('W/"abc-gz"');
  });
});
