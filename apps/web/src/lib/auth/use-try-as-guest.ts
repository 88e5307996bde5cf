import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GENERATE_PATH } from '../navigation/app-paths';
import { useAuthService } from './auth-context';
import { clearConversionTriggered } from './guest-records';

/** "Try as a guest": a guest session (if there is none yet), then straight to Generate. */
export function useTryAsGuest() {
  const auth = useAuthService();
  const navigate = useNavigate();
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');

  const tryAsGuest = async () => {
    setStatus('busy');
    try {
      // A guest who had asked to log in changed their mind: the guard must let them go.
      clearConversionTriggered();
      await auth.signInAnonymously();
      await navigate(GENERATE_PATH, { replace: true });
    } catch (error) {
      console.warn('Guest sign-in failed', error);
      setStatus('failed');
    }
  };

  return { tryAsGuest, status };
}
