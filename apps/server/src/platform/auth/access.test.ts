import { describe, expect, it } from 'vitest';
import { assertOwner, ownedOrNotFound } from './access.js';

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
