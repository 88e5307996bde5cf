import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { recordNavigation, resolveBack, resolveHardwareBack } from './navigation-history';
import type { HistoryEntry } from './navigation-history';

type GoBack = (fallback: string) => void;
/** Goes back as Android's back button should; 'exit' when the app should close instead. */
type HardwareBack = (fallback: string | null) => 'navigated' | 'exit';

const GoBackContext = createContext<{ goBack: GoBack; hardwareBack: HardwareBack } | null>(null);

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

  const hardwareBack = useCallback<HardwareBack>(
    (fallback) => {
      const action = resolveHardwareBack(entries.current, fallback);
      if (action.kind === 'exit') return 'exit';
      if (action.kind === 'history') void navigate(action.delta);
      // In place of the page: back from the fallback then closes the app.
      else void navigate(action.to, { replace: true });
      return 'navigated';
    },
    [navigate],
  );

  const value = useMemo(() => ({ goBack, hardwareBack }), [goBack, hardwareBack]);
  return <GoBackContext.Provider value={value}>{children}</GoBackContext.Provider>;
}

function useHistoryContext() {
  const context = useContext(GoBackContext);
  if (!context) throw new Error('useGoBack needs a NavigationHistoryProvider above it');
  return context;
}

export function useGoBack(): GoBack {
  return useHistoryContext().goBack;
}

export function useHardwareBack(): HardwareBack {
  return useHistoryContext().hardwareBack;
}
