import { describe, expect, it } from 'vitest';
import { profileDisplayName, profileMenuEntries } from './profile-menu-entries';

describe('profile menu entries per user kind', () => {
  it.each([
    ['anonymous', ['my-stuff', 'children', 'log-in']],
    ['registered-verified', ['my-stuff', 'children', 'subscription', 'log-out']],
    ['registered-unverified', ['my-stuff', 'children', 'subscription', 'log-out']],
    [null, ['my-stuff']],
  ] as const)('%s sees %j', (kind, ids) => {
    expect(profileMenuEntries(kind).map((entry) => entry.id)).toEqual(ids);
  });
});

describe('name in the profile menu', () => {
  it('prefers the monster’s name, then the email', () => {
    expect(profileDisplayName('registered-verified', 'Blubb', 'a@b.no', 'a')).toBe('Blubb');
    expect(profileDisplayName('registered-verified', null, 'a@b.no', 'a')).toBe('a@b.no');
    expect(profileDisplayName('registered-verified', null, null, 'ada')).toBe('ada');
  });

  it('leaves a guest without a monster to the guest label', () => {
    expect(profileDisplayName('anonymous', null, null, 'guest-123')).toBeNull();
    expect(profileDisplayName('anonymous', 'Blubb', null, 'guest-123')).toBe('Blubb');
  });
});
