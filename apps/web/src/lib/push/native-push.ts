import { PushNotifications } from '@capacitor/push-notifications';
import type { PluginListenerHandle } from '@capacitor/core';
import type { PushPayload } from '@monstory/contracts/notifications';
import { parsePushPayload } from './push-payload';
import { sendPushTokenIfDue } from './send-push-token';

// Push in the iOS/Android shell through FCM (docs/product.md#push: native apps ask for push permission).
// Only ever imported dynamically, inside the shell, for a verified user.

export interface NativePushOptions {
  userId: string;
  platform: 'ANDROID' | 'IOS';
  /** The user tapped a push whose payload is valid. */
  onTap: (payload: PushPayload) => void;
}

export interface NativePush {
  /** Asks for the token again; the registration listener sends it when due. */
  refresh(): Promise<void>;
  stop(): void;
}

export async function startNativePush(options: NativePushOptions): Promise<NativePush> {
  const handles: PluginListenerHandle[] = await Promise.all([
    PushNotifications.addListener('registration', (token) => {
      void sendPushTokenIfDue({
        userId: options.userId,
        platform: options.platform,
        token: token.value,
      });
    }),
    PushNotifications.addListener('registrationError', (error) => {
      console.warn('Could not get a push token', error.error);
    }),
    PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
      const payload = parsePushPayload({
        messageId: notification.id,
        notification: { title: notification.title ?? '', body: notification.body ?? '' },
        data: notification.data as unknown,
      });
      if (payload) options.onTap(payload);
    }),
  ]);
  const stop = () => handles.forEach((handle) => void handle.remove());

  let { receive } = await PushNotifications.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale') {
    ({ receive } = await PushNotifications.requestPermissions());
  }
  if (receive !== 'granted') {
    console.warn('Push permission was not granted');
    return { refresh: () => Promise.resolve(), stop };
  }
  await PushNotifications.register();
  return { refresh: () => PushNotifications.register(), stop };
}
