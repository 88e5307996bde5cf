import type { UserKind } from '@monstory/contracts/enums';
import {
  CHILDREN_PATH,
  LOGIN_PATH,
  STUFF_PATH,
  SUBSCRIPTION_PATH,
} from '../../lib/navigation/app-paths';

export type ProfileMenuEntry =
  | { id: 'my-stuff'; to: string }
  | { id: 'children'; to: string }
  | { id: 'subscription'; to: string }
  | { id: 'log-out' }
  | { id: 'log-in'; to: string };

/**
 * docs/product.md#shell profile menu: my stuff for everyone; the children for anyone signed in;
 * subscription and log out for registered users; log in for guests. (The children's avatars and
 * the notifications, top 5 and unread first, go above these entries.)
 */
export function profileMenuEntries(kind: UserKind | null): ProfileMenuEntry[] {
  const entries: ProfileMenuEntry[] = [{ id: 'my-stuff', to: STUFF_PATH }];
  if (kind === null) return entries;
  entries.push({ id: 'children', to: CHILDREN_PATH });
  if (kind === 'anonymous') return [...entries, { id: 'log-in', to: LOGIN_PATH }];
  return [...entries, { id: 'subscription', to: SUBSCRIPTION_PATH }, { id: 'log-out' }];
}

/** docs/product.md#shell: the monster's name, else the email, else the guest label (null here). */
export function profileDisplayName(
  kind: UserKind | null,
  monsterName: string | null | undefined,
  email: string | null | undefined,
  username: string | null | undefined,
): string | null {
  if (monsterName) return monsterName;
  if (kind === 'anonymous' || kind === null) return null;
  return email || username || null;
}
