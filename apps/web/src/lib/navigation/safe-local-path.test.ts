import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-local-path';

describe('safeLocalPath', () => {
  it.each([
    ['/shop', '/shop'],
    ['/shop?tab=credits', '/shop?tab=credits'],
    ['/story/abc#top', '/story/abc#top'],
    ['/a/../stuff', '/stuff'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeLocalPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'shop',
    'https://evil.example/shop',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %s', (raw) => {
    expect(safeLocalPath(raw)).toBeNull();
  });
});
