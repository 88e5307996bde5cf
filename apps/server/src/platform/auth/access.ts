import type { UserKind } from '@monstory/contracts/enums';
import type { AuthUser } from '@monstory/contracts/identity';
import { AppError } from '../app-error.js';

/** The signed-in person behind a request (request.user): the shared AuthUser, its kind and session. */
export interface RequestUser extends AuthUser {
  kind: UserKind;
  sessionId: string;
}

/**
 * Who may call a route, set per route as `config: { access }`; an /api route without one is
 * 'guest-or-verified'. Later kinds (subscriber) are added here.
 * - public: no session needed (a bad token is ignored, not refused)
 * - signed-in: any session, also a registered user whose email is not verified yet
 * - guest-or-verified: a guest or a verified registered user
 * - verified: a verified registered user only
 */
export type RouteAccess = 'public' | 'signed-in' | 'guest-or-verified' | 'verified';

export const DEFAULT_ACCESS: RouteAccess = 'guest-or-verified';

/** The error a request gets for this route, or null when it may go on. */
export function accessError(user: RequestUser | null, access: RouteAccess): AppError | null {
  if (access === 'public') return null;
  if (!user) return new AppError('UNAUTHENTICATED');
  if (access === 'signed-in') return null;
  if (user.kind === 'registered-unverified') {
    return new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email address first.');
  }
  if (access === 'verified' && user.kind === 'anonymous') {
    return new AppError('ANONYMOUS_NOT_ALLOWED', 'Please sign in or register to do this.');
  }
  return null;
}

/**
 * For resources a user owns (stories, monsters...): another user's private resource is
 * answered exactly like a missing one, so ids cannot be probed.
 */
export function ownedOrNotFound<T extends { ownerId: string }>(
  resource: T | undefined,
  user: Pick<RequestUser, 'id'>,
  what = 'Not found.',
): T {
  if (!resource || resource.ownerId !== user.id) throw new AppError('NOT_FOUND', what);
  return resource;
}

/** For changes to a resource others may see (a shared story): only its owner may change it. */
export function assertOwner(
  resource: { ownerId: string },
  user: Pick<RequestUser, 'id'>,
  message?: string,
): void {
  if (resource.ownerId !== user.id) throw new AppError('NOT_OWNER', message);
}
