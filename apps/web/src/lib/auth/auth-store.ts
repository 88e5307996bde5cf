import type { UserKind } from '@monstory/contracts/enums';
import { readString, removeItem, writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';
import { userKind } from '@monstory/contracts/identity';
import type { AuthUser } from '@monstory/contracts/identity';

export interface AuthState {
  /** False until start-up has asked the identity service who this is. */
  ready: boolean;
  user: AuthUser | null;
  /** Bearer token of the session; null when signed out. */
  token: string | null;
  /**
   * An address registered (or refused at sign-in) and not verified yet. With verification
   * required the identity service gives such a person no session, so the client remembers it:
   * it is what makes them a "registered, unverified" user (docs/product.md#sign-in) until the link is opened.
   */
  pendingVerificationEmail: string | null;
}

export type AuthListener = () => void;

/** A tiny external store for React's useSyncExternalStore and for code outside React. */
export interface AuthStore {
  getState(): AuthState;
  setState(patch: Partial<AuthState>): void;
  subscribe(listener: AuthListener): () => void;
}

export const SIGNED_OUT: AuthState = {
  ready: true,
  user: null,
  token: null,
  pendingVerificationEmail: null,
};

export function createAuthStore(initial: Partial<AuthState> = {}): AuthStore {
  let state: AuthState = { ...SIGNED_OUT, ready: false, ...initial };
  const listeners = new Set<AuthListener>();
  return {
    getState: () => state,
    setState(patch) {
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Who the person counts as (docs/product.md#sign-in user kinds); null when nobody is signed in. */
export function viewerKind(state: AuthState): UserKind | null {
  if (state.pendingVerificationEmail && (!state.user || state.user.isAnonymous)) {
    return 'registered-unverified';
  }
  return state.user ? userKind(state.user) : null;
}

/** What the last visit left behind: the token to try first and an unfinished verification. */
export function readStoredAuth(): Pick<AuthState, 'token' | 'pendingVerificationEmail'> {
  return {
    token: readString(LocalStorageKey.authToken),
    pendingVerificationEmail: readString(LocalStorageKey.pendingVerificationEmail),
  };
}

/** Keeps the stored keys (token, user id, user type, pending address) in step with `state`. */
export function persistAuthState(state: AuthState): void {
  setOrRemove(LocalStorageKey.authToken, state.token);
  setOrRemove(LocalStorageKey.pendingVerificationEmail, state.pendingVerificationEmail);
  if (!state.ready) return;
  setOrRemove(LocalStorageKey.userId, state.user?.id ?? null);
  const type = state.user ? (state.user.isAnonymous ? 'anonymous' : 'registered') : null;
  setOrRemove(LocalStorageKey.userType, type);
}

function setOrRemove(key: LocalStorageKey, value: string | null): void {
  if (value === null) removeItem(key);
  else writeString(key, value);
}
