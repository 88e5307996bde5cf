import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreenView } from './loading-screen';
import { StartupFailurePage } from './startup-failure-page';
import { useMarkStartupScreen } from './startup-screen-presence';
import { StartupSplash } from './startup-splash';
import type { StartupTask } from './startup-tasks';
import { useLoadingState } from './use-loading-state';
import { useNetworkStatus } from './use-network-status';

/** Starts that finish sooner than this never show the loading screen, only the splash. */
export const LOADING_SCREEN_DELAY_MS = 300;

type Phase = 'running' | 'ready' | 'failed';

interface StartupGateProps {
  children: ReactNode;
  /** Read once, on mount: the app's start-up is resolving the session and logging in. */
  tasks: readonly StartupTask[];
  /**
   * Shows the app while the tasks still run (a page anyone may see, opened by a visitor): the
   * page does not wait for them, though it still gives way to the screens that say they failed.
   */
  open?: boolean;
  reload?: () => void;
}

/**
 * Holds the app back until its start-up tasks succeed. A slow or lost connection plays out on
 * the loading screen (retry texts, then its own failed card); any other failure gets the
 * start-up failure page.
 */
export function StartupGate({ children, tasks, open = false, reload }: StartupGateProps) {
  const [startupTasks] = useState(tasks);
  const [phase, setPhase] = useState<Phase>('running');
  const [screenDue, setScreenDue] = useState(false);
  // Listening from mount, so retry events sent before the screen shows are not lost.
  const loading = useLoadingState();
  const { online } = useNetworkStatus();
  const showsApp = phase === 'ready' || (open && phase === 'running');
  // Also during the first blank moments, so the offline dialog does not flash before the screen.
  useMarkStartupScreen(!showsApp);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => setScreenDue(true), LOADING_SCREEN_DELAY_MS);
    Promise.all(startupTasks.map((task) => task(controller.signal))).then(
      () => {
        if (!controller.signal.aborted) setPhase('ready');
      },
      () => {
        if (!controller.signal.aborted) setPhase('failed');
      },
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [startupTasks]);

  if (showsApp) return <>{children}</>;
  const screenTellsIt = !online || loading.state === 'failed';
  if (phase === 'failed' && !screenTellsIt) return <StartupFailurePage reload={reload} />;
  // Offline, nothing will be quick: no reason to wait before saying so.
  if (phase === 'failed' || screenDue || !online) {
    return <LoadingScreenView loading={loading} online={online} reload={reload} />;
  }
  return <StartupSplash />;
}
