import type { AuthUser, LoginProvider } from '@monstory/contracts/identity';
import type { SessionUser } from './auth-schemas';

/** The AuthUser of better-auth's session user; `provider` when the caller knows it. */
export function toAuthUser(raw: SessionUser, provider?: LoginProvider): AuthUser {
  const isAnonymous = raw.isAnonymous === true;
  return {
    id: raw.id,
    email: isAnonymous ? null : (raw.email ?? null),
    isAnonymous,
    emailVerified: raw.emailVerified === true,
    provider: isAnonymous ? 'anonymous' : (provider ?? 'email'),
  };
}
