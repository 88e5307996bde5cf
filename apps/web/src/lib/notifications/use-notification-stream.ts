import type { NotificationListResponse } from '@monstory/contracts/notifications';
import type { NotificationStreamEvent } from '@monstory/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../api/api-errors';
import { dismissNotification } from './dismiss-notification';
import { followNotificationStream } from './follow-notification-stream';
import { liveNotificationAction } from './live-notification';
import { withNotification, withStatusChange } from './notification-list';
import { notificationSession } from './notification-session';
import { notificationsQueryKey, useNotificationsOwner } from './notifications-query';
import { destinationOf } from './use-open-notification';
import { usePageAwake } from './use-page-awake';

/** How long a hidden tab keeps its live connection before closing it. */
export const HIDDEN_STREAM_GRACE_MS = 60_000;

/**
 * Keeps the notifications live while the app is open (docs/product.md#notifications): one stream for the signed-in
 * user, closed when they sign out or leave the tab hidden for a while, reopened (with the list
 * fetched again) when they come back. Mounted once, in the shell.
 */
export function useNotificationStream(): void {
  const owner = useNotificationsOwner();
  const queryClient = useQueryClient();
  const session = notificationSession(queryClient);
  const awake = usePageAwake(HIDDEN_STREAM_GRACE_MS);
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  const previousOwner = useRef(owner);
  const connectedBefore = useRef(false);

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  // Another person, or nobody: nothing dismissed or queued may carry over (docs/product.md#notifications sign-out).
  useEffect(() => {
    if (previousOwner.current === owner) return;
    previousOwner.current = owner;
    connectedBefore.current = false;
    session.reset();
  }, [owner, session]);

  useEffect(() => {
    if (!owner || !awake) return;
    const key = notificationsQueryKey(owner);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
    if (connectedBefore.current) refresh();
    connectedBefore.current = true;

    const onEvent = (event: NotificationStreamEvent) => {
      const update = (change: (answer: NotificationListResponse) => NotificationListResponse) =>
        queryClient.setQueryData<NotificationListResponse>(key, (answer) =>
          answer ? change(answer) : answer,
        );
      if (event.type === 'changed') {
        update((answer) => withStatusChange(answer, event));
        if (event.status !== 'UNREAD') session.dropSnackbar(event.notificationId);
        return;
      }
      const { notification } = event;
      const cached = queryClient.getQueryData<NotificationListResponse>(key);
      const action = liveNotificationAction(notification, {
        known:
          session.dismissed.has(notification.notificationId) ||
          (cached?.notifications.some((n) => n.notificationId === notification.notificationId) ??
            false),
        destination: destinationOf(notification),
        pathname: pathnameRef.current,
      });
      if (action === 'ignore') return;
      if (action === 'archive') {
        void dismissNotification(queryClient, owner, notification, 'archive');
        return;
      }
      // Not loaded yet: the list on its way may predate this one, so it is asked for again.
      if (cached) update((answer) => withNotification(answer, notification));
      else refresh();
      if (action === 'show') session.enqueueSnackbar(notification);
    };

    const controller = new AbortController();
    followNotificationStream({ signal: controller.signal, onEvent, onReconnect: refresh }).catch(
      (error: unknown) => {
        // The session ended or the server has no stream: the list still loads on its own.
        const status = isApiError(error) ? error.status : undefined;
        if (status !== 401 && status !== 403 && status !== 404) {
          console.warn('Live notifications stopped', error);
        }
      },
    );
    return () => controller.abort();
  }, [owner, awake, queryClient, session]);
}
