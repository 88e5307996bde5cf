import { describe, expect, it } from 'vitest';
import { isOnDestination, liveNotificationAction } from './live-notification';
import { testNotification } from './notification-fixtures.testing';

describe('a notification arriving live', () => {
  it('knows when the user is on the page it points to', () => {
    expect(isOnDestination('/story/abc', '/story/abc')).toBe(true);
    expect(isOnDestination('/story/abc', '/story/abc/')).toBe(true);
    expect(isOnDestination('/shop?tab=credits', '/shop')).toBe(true);
    expect(isOnDestination('/story/abc', '/story/abd')).toBe(false);
    expect(isOnDestination('/stuff/monsters', '/stuff')).toBe(false);
    expect(isOnDestination('/stuff/monsters', '/stuff/monsters/create-a-monster')).toBe(true);
    expect(isOnDestination('/stuff/monsters', '/stuff/monstersx')).toBe(false);
    expect(isOnDestination('/', '/library')).toBe(false);
    expect(isOnDestination(null, '/')).toBe(false);
  });

  it('is shown, archived on its own page, listed when already read, or ignored when known', () => {
    const unread = testNotification();
    const facts = { known: false, destination: '/generate', pathname: '/library' };
    expect(liveNotificationAction(unread, facts)).toBe('show');
    expect(liveNotificationAction(unread, { ...facts, pathname: '/generate' })).toBe('archive');
    expect(liveNotificationAction(unread, { ...facts, known: true })).toBe('ignore');
    expect(liveNotificationAction({ ...unread, status: 'READ' }, facts)).toBe('list');
    expect(liveNotificationAction({ ...unread, status: 'ARCHIVED' }, facts)).toBe('ignore');
    expect(liveNotificationAction(unread, { ...facts, destination: null })).toBe('show');
  });
});
