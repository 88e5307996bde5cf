import { useEffect, useReducer } from 'react';
import {
  LOGIN_RETRY_EVENT,
  LOGIN_TIMEOUT_EVENT,
  attemptFromEvent,
} from '../../lib/api/login-events';
import { initialLoadingState, loadingReducer } from './loading-state';
import type { LoadingScreenState } from './loading-state';

/** Follows the login-retry and login-timeout window events from mount onwards. */
export function useLoadingState(random: () => number = Math.random): LoadingScreenState {
  const [state, dispatch] = useReducer(loadingReducer, undefined, () =>
    initialLoadingState(random()),
  );

  useEffect(() => {
    const onRetry = (event: Event) => {
      const attempt = attemptFromEvent(event);
      if (attempt !== undefined) dispatch({ type: 'login-retry', attempt, random: random() });
    };
    const onTimeout = () => dispatch({ type: 'login-timeout', random: random() });
    window.addEventListener(LOGIN_RETRY_EVENT, onRetry);
    window.addEventListener(LOGIN_TIMEOUT_EVENT, onTimeout);
    return () => {
      window.removeEventListener(LOGIN_RETRY_EVENT, onRetry);
      window.removeEventListener(LOGIN_TIMEOUT_EVENT, onTimeout);
    };
  }, [random]);

  return state;
}
