import { NotificationTargetType, NotificationType } from '@monstory/contracts/enums';
import type { PushPayload } from '@monstory/contracts/notifications';
import { describe, expect, it, vi } from 'vitest';
import { parsePushPayload, pushDestination } from './push-payload';

const valid: PushPayload = {
  messageId: 'm-1',
  notification: { title: 'Your story is ready', body: 'Tap to read it' },
  data: { notificationId: 'n-1', type: 'STORY_CREATED', targetType: 'STORY', targetId: 's-1' },
};

const withData = (data: Record<string, unknown>) => ({
  ...valid,
  data: { ...valid.data, ...data },
});

// Pushes the app and its service worker read (docs/product.md#push).
const readable: Array<[string, unknown]> = [
  ['a story push', valid],
  ['no target at all', { ...valid, data: { notificationId: 'n-2', type: 'CUSTOM_NOTIFICATION' } }],
  [
    'a path only',
    {
      ...valid,
      data: { notificationId: 'n-3', type: 'CUSTOM_NOTIFICATION', path: '/stuff/medals' },
    },
  ],
  ...NotificationType.map((type): [string, unknown] => [`type ${type}`, withData({ type })]),
  ...NotificationTargetType.map((targetType): [string, unknown] => [
    `target ${targetType}`,
    withData({ targetType }),
  ]),
];
const ignored: Array<[string, unknown]> = [
  ['an unknown type', withData({ type: 'BIRTHDAY' })],
  ['an unknown target type', withData({ targetType: 'PLANET' })],
  ['a lower-case type', withData({ type: 'story_created' })],
  ['a null target type', withData({ targetType: null })],
  ['a numeric target id', withData({ targetId: 7 })],
  ['no notification id', { ...valid, data: { type: 'AUDIO_READY' } }],
  ['no title', { ...valid, notification: { body: 'x' } }],
  ['no message id', { notification: valid.notification, data: valid.data }],
  ['no data', { messageId: 'm', notification: valid.notification }],
  ['an array', [valid]],
  ['null', null],
  ['a string', 'STORY_CREATED'],
];

describe('push payload rules', () => {
  it('accepts a known type and target, and says where a tap leads', () => {
    expect(parsePushPayload(valid)).toEqual(valid);
    expect(pushDestination(valid)).toBe('/story/s-1');
    expect(
      pushDestination({
        ...valid,
        data: { notificationId: 'n', type: 'MONSTER_CREATED', targetType: 'MONSTER' },
      }),
    ).toBe('/stuff/monsters');
    expect(
      pushDestination({
        ...valid,
        data: { notificationId: 'n', type: 'CUSTOM_NOTIFICATION', path: '/shop' },
      }),
    ).toBe('/shop');
    expect(
      pushDestination({ ...valid, data: { notificationId: 'n', type: 'CUSTOM_NOTIFICATION' } }),
    ).toBeNull();
  });

  it.each(readable)('reads %s', (_name, raw) => {
    expect(parsePushPayload(raw)).toEqual(raw);
  });

  it.each(ignored)('ignores %s with a warning', (_name, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePushPayload(raw)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
