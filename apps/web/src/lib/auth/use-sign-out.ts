import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthService } from './auth-context';

/** Signs out and opens Login; `state` travels along (e.g. the account-deleted notice). */
export function useSignOut() {
  const auth = useAuthService();
  const navigate = useNavigate();
  return useCallback(
    async (state?: unknown) => {
      await auth.signOut();
      await navigate('/login', { replace: true, state });
    },
    [auth, navigate],
  );
}
