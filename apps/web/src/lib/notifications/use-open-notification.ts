import { notificationDestination } from '@monstory/contracts/notification-destination';
import type { Notification } from '@monstory/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeLocalPath } from '../navigation/safe-local-path';
import { dismissNotification } from './dismiss-notification';
import type { DismissAction } from './dismiss-notification';
import { useNotificationsOwner } from './notifications-query';

type Target = Pick<Notification, 'notificationId' | 'targetType' | 'targetId' | 'path'>;

/** Where `notification` leads, only ever inside the app. */
export function destinationOf(notification: Target): string | null {
  return safeLocalPath(notificationDestination(notification));
}

/** Tapping a notification: it is marked read and the app goes where it points (docs/product.md#notifications). */
export function useOpenNotification(): (notification: Target) => void {
  const queryClient = useQueryClient();
  const owner = useNotificationsOwner();
  const navigate = useNavigate();
  return useCallback(
    (notification: Target) => {
      if (owner) void dismissNotification(queryClient, owner, notification, 'read');
      const to = destinationOf(notification);
      if (to) void navigate(to);
    },
    [queryClient, owner, navigate],
  );
}

/** Reading or archiving without going anywhere (the archive button, a page already open). */
export function useDismissNotification(): (
  notification: Pick<Notification, 'notificationId'>,
  action: DismissAction,
) => void {
  const queryClient = useQueryClient();
  const owner = useNotificationsOwner();
  return useCallback(
    (notification, action) => {
      if (owner) void dismissNotification(queryClient, owner, notification, action);
    },
    [queryClient, owner],
  );
}
