import type { Notification } from '@monstory/contracts/notifications';

export type LiveNotificationAction =
  /** Known already (a replay after reconnecting) or dismissed here: nothing to do. */
  | 'ignore'
  /** The user is on the page it points to: archived without a word (docs/product.md#notifications). */
  | 'archive'
  /** Listed and announced in the snackbar. */
  | 'show'
  /** Listed only (it arrived already read). */
  | 'list';

/**
 * True when `pathname` is the page `destination` leads to (its query aside) or one of its own
 * pages: a monster's notification points to My monsters, and the create page below it is
 * already showing the finished monster.
 */
export function isOnDestination(destination: string | null, pathname: string): boolean {
  if (!destination) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const target = trim(new URL(destination, 'https://app.invalid').pathname);
  const here = trim(pathname);
  return here === target || (target !== '/' && here.startsWith(`${target}/`));
}

/** What to do with a notification the stream just delivered (docs/product.md#notifications foreground). */
export function liveNotificationAction(
  notification: Notification,
  facts: { known: boolean; destination: string | null; pathname: string },
): LiveNotificationAction {
  if (facts.known) return 'ignore';
  if (notification.status === 'ARCHIVED') return 'ignore';
  if (notification.status === 'READ') return 'list';
  return isOnDestination(facts.destination, facts.pathname) ? 'archive' : 'show';
}
