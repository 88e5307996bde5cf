import { describe, expect, it } from 'vitest';
import { DEFAULT_NATIVE_API_ORIGIN, nativeApiOrigin } from './native-api-origin';

describe('nativeApiOrigin', () => {
  it('defaults to the production API', () => {
    expect(nativeApiOrigin(undefined)).toBe(DEFAULT_NATIVE_API_ORIGIN);
    expect(nativeApiOrigin('  ')).toBe(DEFAULT_NATIVE_API_ORIGIN);
  });

  it('takes another origin, such as a staging server or the emulator’s host', () => {
    expect(nativeApiOrigin('https://staging.monstory.app/')).toBe('https://staging.monstory.app');
    expect(nativeApiOrigin('http://10.0.2.2:8080')).toBe('http://10.0.2.2:8080');
  });

  it.each(['api.monstory.app', 'https://api.monstory.app/api', 'ftp://api.monstory.app'])(
    'refuses %s, which is not an http(s) origin',
    (value) => {
      expect(() => nativeApiOrigin(value)).toThrow(/VITE_API_ORIGIN/);
    },
  );
});
