import type { UserKind } from '@monstory/contracts/enums';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { AuthService } from './auth-service';
import { viewerKind } from './auth-store';
import type { AuthState } from './auth-store';

const AuthContext = createContext<AuthService | null>(null);

export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  return <AuthContext.Provider value={service}>{children}</AuthContext.Provider>;
}

export function useAuthService(): AuthService {
  const service = useContext(AuthContext);
  if (!service) throw new Error('useAuthService needs an AuthProvider above it');
  return service;
}

export function useAuthState(): AuthState {
  const { store } = useAuthService();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The person's kind (docs/product.md#sign-in), null when nobody is signed in. */
export function useViewerKind(): UserKind | null {
  return viewerKind(useAuthState());
}
