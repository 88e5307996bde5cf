import { describe, expect, it } from 'vitest';
import { assertOwner, ownedOrNotFound, userKind } from './access.js';

describe('userKind', () => {
  it.each([
    [{ isAnonymous: true, emailVerified: false, provider: 'anonymous' }, 'anonymous'],
    [{ isAnonymous: false, emailVerified: false, provider: 'email' }, 'registered-unverified'],
    [{ isAnonymous: false, emailVerified: true, provider: 'email' }, 'registered-verified'],
    [{ isAnonymous: false, emailVerified: false, provider: 'facebook' }, 'registered-verified'],
    [{ isAnonymous: false, emailVerified: false, provider: 'apple' }, 'registered-verified'],
  ] as const)('%o is %s', (user, kind) => {
    expect(userKind(user)).toBe(kind);
  });
});

describe('owner-only resources', () => {
  const story = { id: 's1', ownerId: 'u1' };

  it("answers another user's private resource exactly like a missing one", () => {
    expect(ownedOrNotFound(story, { id: 'u1' })).toBe(story);
    expect(() => ownedOrNotFound(story, { id: 'u2' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', statusCode: 404 }),
    );
    expect(() => ownedOrNotFound(undefined, { id: 'u1' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });

  it('refuses a change to a resource the caller may see but does not own', () => {
    expect(() => assertOwner(story, { id: 'u1' })).not.toThrow();
    expect(() =>
      assertOwner(story, { id: 'u2' }, 'You can only regenerate images in your own stories.'),
    ).toThrow(expect.objectContaining({ code: 'NOT_OWNER', statusCode: 403 }));
  });
});
