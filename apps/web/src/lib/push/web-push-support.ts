// What the browser can do, checked without loading any push code (that is a chunk of its own).

/** Service workers, the Push API and notifications: all three, or no Web Push. */
export function webPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission | null {
  return webPushSupported() ? Notification.permission : null;
}
