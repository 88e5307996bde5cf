import { NOTIFICATION_LIST_CAP } from '@monstory/contracts/constants';
import type { Notification, NotificationListResponse } from '@monstory/contracts/notifications';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthState } from '../auth/auth-context';
import { useProfile } from '../profile/profile-query';
import { topNotifications, withoutDismissed } from './notification-list';
import { notificationSession } from './notification-session';
import { fetchNotifications } from './notifications-api';

/** Per user, so a list can never show to the next person signed in on the device. */
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

export function notificationsQueryOptions(userId: string, dismissed: () => ReadonlySet<string>) {
  return queryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: async ({ signal }) => withoutDismissed(await fetchNotifications(signal), dismissed()),
  });
}

/**
 * Whose notifications to load: docs/product.md#notifications fetches them only for a signed-in user with a username
 * (a profile), so a visitor or a guest still starting up causes no work. Null for nobody.
 */
export function useNotificationsOwner(): string | null {
  const user = useAuthState().user;
  const profile = useProfile().data;
  return user && profile?.username && profile.userId === user.id ? user.id : null;
}

export interface NotificationsView {
  /** The top NOTIFICATION_LIST_CAP, unread first, then newest. */
  top: Notification[];
  unreadCount: number;
  status: 'off' | 'loading' | 'error' | 'ready';
}

export function useNotifications(): NotificationsView {
  const owner = useNotificationsOwner();
  const queryClient = useQueryClient();
  const session = notificationSession(queryClient);
  const query = useQuery({
    ...notificationsQueryOptions(owner ?? '', () => session.dismissed),
    enabled: owner !== null,
    select: (answer: NotificationListResponse) => ({
      top: topNotifications(answer.notifications, NOTIFICATION_LIST_CAP),
      unreadCount: answer.unreadCount,
    }),
  });
  if (owner === null) return { top: [], unreadCount: 0, status: 'off' };
  if (query.data) return { ...query.data, status: 'ready' };
  return { top: [], unreadCount: 0, status: query.isError ? 'error' : 'loading' };
}
