import { useNotificationStream } from '../../lib/notifications/use-notification-stream';
import { usePushSetup } from '../../lib/push/use-push-setup';

export { NotificationSnackbar } from './notification-snackbar';

/**
 * Live notifications and push follow the user on every page (docs/product.md#push). Loaded once someone has
 * signed in (lazy-shell-parts.tsx): a visitor has nothing to follow.
 */
export function LiveUpdates(): null {
  useNotificationStream();
  usePushSetup();
  return null;
}
