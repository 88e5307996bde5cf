import type { LoginProvider } from '@monstory/contracts/identity';
import type { UserKind } from '@monstory/contracts/enums';
import type { SessionUser } from './auth-schemas';

/** Who is signed in, as far as the client needs to know (docs/product.md#sign-in "Current auth user"). */
export interface AuthUser {
  id: string;
  /** null for guests: their placeholder address is not theirs to see. */
  email: string | null;
  isAnonymous: boolean;
  emailVerified: boolean;
  /**
   * How they signed in. A session does not say; it is `email` for a non-guest until the profile
   * (POST /api/login) tells the real provider.
   */
  provider: LoginProvider;
}

/** docs/product.md#sign-in: verified when the provider is not email/password, or when the address is verified. */
export function isVerified(user: Pick<AuthUser, 'provider' | 'emailVerified'>): boolean {
  return user.provider !== 'email' || user.emailVerified;
}

export function userKind(user: AuthUser): UserKind {
  if (user.isAnonymous) return 'anonymous';
  return isVerified(user) ? 'registered-verified' : 'registered-unverified';
}

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
