import type { PushPayload } from '@monstory/contracts/notifications';
import { useEffect, useRef } from 'react';
import { getPlatform } from '../api/platform';
import { useAuthState, useViewerKind } from '../auth/auth-context';
import { safeLocalPath } from '../navigation/safe-local-path';
import { useOpenNotification } from '../notifications/use-open-notification';
import { isNotificationClickMessage } from './notification-click-message';
import { hasPushOptIn, usePushStateVersion } from './push-opt-in';
import { notificationPermission, webPushSupported } from './web-push-support';

/** How often an open app checks whether its push token is due again (it is every 7 days). */
export const PUSH_TOKEN_CHECK_MS = 60 * 60_000;

const nativePlatform = () => {
  const platform = getPlatform();
  return platform === 'ios' ? 'IOS' : platform === 'android' ? 'ANDROID' : null;
};

/**
 * Push for a verified user (docs/product.md#push: push and its listeners start only then): in the native
 * apps it asks for permission and registers; in a browser it keeps the subscription of a user
 * who agreed in the app, re-sending it when due. The push code loads only when it is needed.
 */
export function usePushSetup(): void {
  const user = useAuthState().user;
  const verified = useViewerKind() === 'registered-verified';
  const userId = verified && user ? user.id : null;
  const pushVersion = usePushStateVersion();
  const open = useOpenNotification();
  const openRef = useRef(open);
  const subscribedFor = useRef<string | null>(null);

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  // The service worker tells an open app about a tapped push: it goes there like a tap in the menu.
  useEffect(() => {
    if (!userId || !webPushSupported()) return;
    const onMessage = (event: MessageEvent) => {
      if (!isNotificationClickMessage(event.data)) return;
      openRef.current({
        notificationId: event.data.notificationId,
        targetType: null,
        targetId: null,
        path: safeLocalPath(event.data.path),
      });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [userId]);

  // Web: a user who agreed on this device, in a browser that allows it.
  useEffect(() => {
    if (!userId || getPlatform() !== 'web' || notificationPermission() !== 'granted') return;
    if (!hasPushOptIn(userId)) return;
    let cancelled = false;
    const sync = () =>
      import('./web-push')
        .then((push) => (cancelled ? null : push.syncWebPush(userId)))
        .then((result) => {
          if (result !== null) subscribedFor.current = userId;
        })
        .catch((error: unknown) => console.warn('Web Push could not be set up', error));
    void sync();
    const timer = setInterval(() => void sync(), PUSH_TOKEN_CHECK_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [userId, pushVersion]);

  // Signed out (or someone else signed in): this browser stops getting their messages.
  useEffect(() => {
    const previous = subscribedFor.current;
    if (!previous || previous === userId) return;
    subscribedFor.current = null;
    import('./web-push')
      .then((push) => push.stopWebPush())
      .catch((error: unknown) => console.warn('Could not unsubscribe from Web Push', error));
  }, [userId]);

  // Native: the shell asks for permission itself and hands over an FCM token.
  useEffect(() => {
    const platform = nativePlatform();
    if (!userId || !platform) return;
    let stopped = false;
    let stop = () => {};
    let timer: ReturnType<typeof setInterval> | undefined;
    const onTap = (payload: PushPayload) => {
      openRef.current({
        notificationId: payload.data.notificationId,
        targetType: payload.data.targetType ?? null,
        targetId: payload.data.targetId ?? null,
        path: payload.data.path ?? null,
      });
    };
    import('./native-push')
      .then((push) => push.startNativePush({ userId, platform, onTap }))
      .then((native) => {
        if (stopped) return native.stop();
        stop = native.stop;
        timer = setInterval(() => void native.refresh().catch(() => {}), PUSH_TOKEN_CHECK_MS);
      })
      .catch((error: unknown) => console.warn('Push could not be set up', error));
    return () => {
      stopped = true;
      clearInterval(timer);
      stop();
    };
  }, [userId]);
}
