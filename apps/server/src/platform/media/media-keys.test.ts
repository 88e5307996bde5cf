import { describe, expect, it } from 'vitest';
import {
  assertMediaKey,
  assertMediaPrefix,
  contentAddressedKey,
  contentTypeFor,
  isContentAddressed,
  isMediaKey,
} from './media-keys.js';
import { checkContentType } from './media-put.js';
import { mediaUrl } from './media-url.js';

describe('media keys', () => {
  it('accepts safe paths under public/ and private/ with a known type', () => {
    expect(isMediaKey('public/stories/8f0e/cover.svg')).toBe(true);
    expect(isMediaKey('private/users/AbC123/narration_1.mp3')).toBe(true);
  });

  it.each([
    ['a traversal', 'public/../etc/passwd.txt'],
    ['a dot segment', 'public/./a.png'],
    ['a hidden file', 'public/.secret.png'],
    ['an absolute path', '/public/a.png'],
    ['an empty segment', 'public//a.png'],
    ['a backslash', 'public\\a.png'],
    ['an encoded slash', 'public/a%2Fb.png'],
    ['another root', 'stories/a.png'],
    ['an unknown type', 'public/a.exe'],
    ['no type', 'public/a'],
    ['a trailing slash', 'public/a.png/'],
    ['a temp file', 'public/a.png.1234.tmp'],
  ])('refuses %s', (_what, key) => {
    expect(isMediaKey(key)).toBe(false);
    expect(() => assertMediaKey(key)).toThrow(/is not a media key/);
  });

  it('takes the content type from the extension, and holds callers to it', () => {
    expect(contentTypeFor('public/a/b.MP3')).toBe('audio/mpeg');
    expect(contentTypeFor('public/a/b.svg')).toBe('image/svg+xml');
    expect(checkContentType('public/a/b.vtt', 'text/vtt')).toBe('text/vtt; charset=utf-8');
    expect(() => checkContentType('public/a/b.png', 'image/svg+xml')).toThrow(
      /served as image\/png/,
    );
  });

  it('makes content-addressed keys that change with the bytes', () => {
    const one = contentAddressedKey('public/stories/s1', 'scene-1', 'svg', Buffer.from('<svg/>'));
    const two = contentAddressedKey('public/stories/s1/', 'scene-1', 'svg', Buffer.from('<svg />'));
    expect(one).toMatch(/^public\/stories\/s1\/scene-1\.[0-9a-f]{24}\.svg$/);
    expect(two).not.toBe(one);
    expect(isContentAddressed(one)).toBe(true);
    expect(isContentAddressed('public/stories/s1/cover.svg')).toBe(false);
  });

  it('accepts folders of at least two segments for deletion', () => {
    expect(() => assertMediaPrefix('public/stories/s1/')).not.toThrow();
    for (const prefix of ['public/', 'public/stories', 'public/../', 'public//x/']) {
      expect(() => assertMediaPrefix(prefix)).toThrow(/not a media folder/);
    }
  });

  it('serves private keys through the API even when a CDN serves public ones', () => {
    expect(mediaUrl('public/a/b.png', undefined)).toBe('/api/media/public/a/b.png');
    expect(mediaUrl('public/a/b.png', 'https://cdn.example.com/m/')).toBe(
      'https://cdn.example.com/m/public/a/b.png',
    );
    expect(mediaUrl('private/a/b.png', 'https://cdn.example.com/m')).toBe(
      '/api/media/private/a/b.png',
    );
  });
});
