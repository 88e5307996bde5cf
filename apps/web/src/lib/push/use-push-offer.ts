import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPlatform } from '../api/platform';
import { useAuthState, useViewerKind } from '../auth/auth-context';
import { pushConfigQueryOptions } from './push-config';
import {
  hasPushOptIn,
  pushStateChanged,
  recordPushOptIn,
  usePushStateVersion,
} from './push-opt-in';
import { notificationPermission } from './web-push-support';

export interface PushOffer {
  /** The in-app question shows: a verified user who has not agreed here yet and could. */
  visible: boolean;
  /** "Turn on": the browser asks now, from the user's own tap, never on its own. */
  accept: () => void;
}

/**
 * The in-app offer of push messages in a browser (docs/product.md#native-purchases: only once the email is verified;
 * guests are never asked). The browser's own prompt comes only after the user taps it.
 */
export function usePushOffer(): PushOffer {
  usePushStateVersion();
  const user = useAuthState().user;
  const verified = useViewerKind() === 'registered-verified';
  const userId = verified && user ? user.id : null;
  const permission = notificationPermission();
  const askable =
    userId !== null &&
    getPlatform() === 'web' &&
    permission !== null &&
    permission !== 'denied' &&
    !hasPushOptIn(userId);
  // Only when the offer could show: a server without push keys is never offered.
  const config = useQuery({ ...pushConfigQueryOptions(), enabled: askable });
  const visible = askable && Boolean(config.data?.vapidPublicKey);

  const accept = useCallback(() => {
    if (!userId) return;
    // Called straight from the tap: browsers only show their prompt for a user gesture.
    Notification.requestPermission()
      .then((answer) => {
        if (answer === 'granted') recordPushOptIn(userId);
        else {
          console.warn(`Push permission was not granted (${answer})`);
          pushStateChanged();
        }
      })
      .catch((error: unknown) => console.warn('Could not ask for push permission', error));
  }, [userId]);

  return { visible, accept };
}
