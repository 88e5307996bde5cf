import { NOTIFICATION_LIST_CAP } from '@monstory/contracts/constants';
import { describe, expect, it } from 'vitest';
import { listAnswer, testNotification } from './notification-fixtures.testing';
import {
  topNotifications,
  withNotification,
  withStatusChange,
  withoutDismissed,
  withoutNotification,
} from './notification-list';

const at = (minute: number) => `2026-03-01T12:${String(minute).padStart(2, '0')}:00.000Z`;

describe('notification list', () => {
  it('keeps the top 5: unread first, then newest first', () => {
    const list = [
      testNotification({ notificationId: 'read-new', status: 'READ', createdAt: at(59) }),
      testNotification({ notificationId: 'unread-1', createdAt: at(1) }),
      testNotification({ notificationId: 'unread-30', createdAt: at(30) }),
      testNotification({ notificationId: 'read-old', status: 'READ', createdAt: at(0) }),
      testNotification({ notificationId: 'unread-20', createdAt: at(20) }),
      testNotification({ notificationId: 'read-mid', status: 'READ', createdAt: at(40) }),
    ];
    const ids = topNotifications(list, NOTIFICATION_LIST_CAP).map((n) => n.notificationId);
    expect(NOTIFICATION_LIST_CAP).toBe(5);
    expect(ids).toEqual(['unread-30', 'unread-20', 'unread-1', 'read-new', 'read-mid']);
  });

  it('hides what was dismissed here and leaves it out of the count', () => {
    const a = testNotification({ notificationId: 'a' });
    const b = testNotification({ notificationId: 'b', status: 'READ' });
    const c = testNotification({ notificationId: 'c' });
    const answer = listAnswer([a, b, c], 7);
    expect(withoutDismissed(answer, new Set())).toBe(answer);
    expect(withoutDismissed(answer, new Set(['a', 'b', 'gone']))).toEqual(listAnswer([c], 6));
  });

  it('adds a live one once, counting it when unread', () => {
    const old = testNotification({ notificationId: 'old' });
    const fresh = testNotification({ notificationId: 'fresh' });
    const added = withNotification(listAnswer([old]), fresh);
    expect(added).toEqual(listAnswer([fresh, old]));
    expect(withNotification(added, fresh)).toBe(added);
    const read = testNotification({ notificationId: 'read', status: 'READ' });
    expect(withNotification(listAnswer([old]), read).unreadCount).toBe(1);
  });

  it('removes a read or archived one and lowers the badge only for unread ones', () => {
    const unread = testNotification({ notificationId: 'u' });
    const read = testNotification({ notificationId: 'r', status: 'READ' });
    const answer = listAnswer([unread, read]);
    expect(withoutNotification(answer, 'u')).toEqual(listAnswer([read], 0));
    expect(withoutNotification(answer, 'r')).toEqual(listAnswer([unread], 1));
    expect(withoutNotification(answer, 'unknown')).toBe(answer);
    expect(withoutNotification(listAnswer([unread], 0), 'u').unreadCount).toBe(0);
  });

  it('follows changes made elsewhere: archived leaves, read stays as read, the count is the server’s', () => {
    const a = testNotification({ notificationId: 'a' });
    const b = testNotification({ notificationId: 'b' });
    const answer = listAnswer([a, b]);
    expect(
      withStatusChange(answer, {
        type: 'changed',
        notificationId: 'a',
        status: 'ARCHIVED',
        unreadCount: 1,
      }),
    ).toEqual(listAnswer([b], 1));
    expect(
      withStatusChange(answer, {
        type: 'changed',
        notificationId: 'a',
        status: 'READ',
        unreadCount: 4,
      }),
    ).toEqual(listAnswer([{ ...a, status: 'READ' }, b], 4));
  });
});
