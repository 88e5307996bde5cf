import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { recordNavigation, resolveBack } from './navigation-history';
import type { HistoryEntry } from './navigation-history';

type GoBack = (fallback: string) => void;

const GoBackContext = createContext<GoBack | null>(null);

/** Records this visit's history entries so back buttons anywhere can skip the parental gate. */
export function NavigationHistoryProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const entries = useRef<HistoryEntry[]>([]);

  useEffect(() => {
    entries.current = recordNavigation(
      entries.current,
      { key: location.key, path: location.pathname },
      navigationType,
    );
  }, [location.key, location.pathname, navigationType]);

  const goBack = useCallback<GoBack>(
    (fallback) => {
      const action = resolveBack(entries.current, fallback);
      if (action.kind === 'history') void navigate(action.delta);
      else void navigate(action.to);
    },
    [navigate],
  );

  return <GoBackContext.Provider value={goBack}>{children}</GoBackContext.Provider>;
}

export function useGoBack(): GoBack {
  const goBack = useContext(GoBackContext);
  if (!goBack) throw new Error('useGoBack needs a NavigationHistoryProvider above it');
  return goBack;
}
