import { PushPayloadSchema, type Notification } from '@monstory/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { fcmData, pushPayloadOf } from './push-payload.js';

const NOTIFICATION: Notification = {
  notificationId: 'n-1',
  type: 'CUSTOM_NOTIFICATION',
  title: 'New medal!',
  message: 'You read five stories',
  level: 'SUCCESS',
  targetType: null,
  targetId: null,
  path: '/stuff/medals',
  durationInSeconds: 5,
  status: 'UNREAD',
  imageUrl: null,
  createdAt: '2026-01-15T12:00:00.000Z',
};

describe('push payloads', () => {
  it('carry title, body, message id and the target as strings, leaving out what is empty', () => {
    const payload = pushPayloadOf(NOTIFICATION);
    expect(payload).toEqual({
      messageId: 'n-1',
      notification: { title: 'New medal!', body: 'You read five stories' },
      data: { notificationId: 'n-1', type: 'CUSTOM_NOTIFICATION', path: '/stuff/medals' },
    });
    expect(PushPayloadSchema.parse(payload)).toEqual(payload);
    expect(fcmData(payload)).toEqual({
      messageId: 'n-1',
      notificationId: 'n-1',
      type: 'CUSTOM_NOTIFICATION',
      path: '/stuff/medals',
    });
  });

  it('are refused when their type or target type is unknown', () => {
    const unknownType = { ...NOTIFICATION, type: 'PARTY' } as unknown as Notification;
    expect(() => pushPayloadOf(unknownType)).toThrow();
    const unknownTarget = { ...NOTIFICATION, targetType: 'MOON' } as unknown as Notification;
    expect(() => pushPayloadOf(unknownTarget)).toThrow();
    expect(
      PushPayloadSchema.safeParse({
        messageId: 'x',
        notification: { title: 't', body: 'b' },
        data: { notificationId: 'x', type: 'STORY_CREATED', targetType: 'MOON' },
      }).success,
    ).toBe(false);
  });
});
