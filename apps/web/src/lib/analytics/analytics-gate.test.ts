import { describe, expect, it } from 'vitest';
import { analyticsAllowedHere, isPrivateHost } from './analytics-gate';

describe('isPrivateHost', () => {
  it.each([
    'localhost',
    'app.localhost',
    'monstory.local',
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '169.254.10.1',
    '0.0.0.0',
    '::1',
    '[::1]',
    'fd12:3456::1',
    'fe80::1',
    '',
  ])('%s is private', (host) => {
    expect(isPrivateHost(host)).toBe(true);
  });

  it.each([
    'monstory.com',
    'www.monstory.no',
    '172.15.0.1',
    '172.32.0.1',
    '8.8.8.8',
    '2001:db8::1',
  ])('%s is public', (host) => {
    expect(isPrivateHost(host)).toBe(false);
  });
});

describe('analyticsAllowedHere', () => {
  it('only on the web, on a public host', () => {
    expect(analyticsAllowedHere({ platform: 'web', hostname: 'monstory.com' })).toBe(true);
    expect(analyticsAllowedHere({ platform: 'ios', hostname: 'monstory.com' })).toBe(false);
    expect(analyticsAllowedHere({ platform: 'android', hostname: 'monstory.com' })).toBe(false);
    expect(analyticsAllowedHere({ platform: 'web', hostname: '192.168.0.2' })).toBe(false);
  });
});
