import type { PushPayload } from '@monstory/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { fakeWindowClient, loadServiceWorker } from './service-worker.testing';

const payload: PushPayload = {
  messageId: 'm-1',
  notification: { title: 'Your story is ready', body: 'Tap to read it' },
  data: { notificationId: 'n-1', type: 'STORY_CREATED', targetType: 'STORY', targetId: 's-1' },
};

describe('service worker', () => {
  it('shows a valid push with its title, body and destination', async () => {
    const worker = loadServiceWorker();
    await worker.push(payload);
    expect(worker.showNotification).toHaveBeenCalledExactlyOnceWith('Your story is ready', {
      body: 'Tap to read it',
      tag: 'n-1',
      icon: '/favicon.svg',
      data: { notificationId: 'n-1', path: '/story/s-1' },
    });
  });

  it('ignores a push with an unknown type, or one that is not JSON, with a warning', async () => {
    const worker = loadServiceWorker();
    await worker.push({ ...payload, data: { ...payload.data, type: 'BIRTHDAY' } });
    await worker.push(null, 'not json');
    expect(worker.showNotification).not.toHaveBeenCalled();
    expect(worker.warn).toHaveBeenCalledTimes(2);
  });

  it('leaves it to the app when the app is on screen (it shows a snackbar)', async () => {
    const worker = loadServiceWorker([
      fakeWindowClient({ focused: true, visibilityState: 'visible' }),
    ]);
    await worker.push(payload);
    expect(worker.showNotification).not.toHaveBeenCalled();
  });

  it('on a tap, hands an open app the notification and brings it forward', async () => {
    const background = fakeWindowClient();
    const worker = loadServiceWorker([background]);
    const close = await worker.click({ notificationId: 'n-1', path: '/story/s-1' });
    expect(close).toHaveBeenCalled();
    expect(background.postMessage).toHaveBeenCalledExactlyOnceWith({
      type: 'monstory:notification-click',
      notificationId: 'n-1',
      path: '/story/s-1',
    });
    expect(background.focus).toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('on a tap with no app open, opens it at the destination, never on another site', async () => {
    const worker = loadServiceWorker();
    await worker.click({ notificationId: 'n-1', path: '/stuff/monsters' });
    await worker.click({ notificationId: 'n-2', path: '//evil.example/phish' });
    expect(worker.openWindow.mock.calls).toEqual([['/stuff/monsters'], ['/']]);
  });
});
